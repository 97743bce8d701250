// The site server (createSiteServer, in this process) survives what its clients do: downloads given up halfway,
// clients that stop reading, one address opening connection after connection, and a process out of file descriptors.
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import type { Server } from 'node:http'
import { connect, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { parseTrustedProxies } from '../../api/node/clientAddress.ts'
import { REPO_ROOT } from '../../engine/node/repoRoot.ts'
import { createSiteServer, WRITE_TIMEOUT_MS } from './createSiteServer.ts'
import { PAGE, startServedSite, type ServedSite } from './servedSiteFixture.ts'

const PROC_FD = '/proc/self/fd'
const openDescriptors = () => readdirSync(PROC_FD).length
/** A sitemap of random addresses: its gzip and brotli variants stay megabytes, more than a socket's buffers hold. */
const SITEMAP = `<urlset>${randomBytes(1_500_000).toString('hex')}</urlset>`
/** Larger than what the kernel buffers between a server and a client that reads nothing. */
const LARGE_FILE = Buffer.alloc(32 * 1024 * 1024, 'x')

let site: ServedSite | undefined
afterEach(async () => {
  await site?.stop()
  site = undefined
})

/** Connects and sends a GET; resolves with the socket once the first bytes of the answer arrived (or it closed). */
function requestAndWait(port: number, path: string, headers: string[] = []): Promise<{ socket: Socket; first: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    const done = (first: string) => resolve({ socket, first })
    socket.once('data', (chunk: Buffer) => done(chunk.toString('latin1')))
    socket.once('close', () => done(''))
    socket.on('error', () => {})
    socket.write(`GET ${path} HTTP/1.1\r\nhost: localhost\r\n${headers.map((line) => `${line}\r\n`).join('')}\r\n`)
  })
}

/** Resolves when the server has no connection open any more. */
const connectionsOf = (server: Server) =>
  new Promise<number>((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count))))

describe('a client that goes away', () => {
  it.skipIf(!existsSync(PROC_FD))(
    'abandoned downloads leaked a file descriptor each (200 of 200 for the gzipped sitemap): after 2,000 the count is back where it started and the server answers',
    async () => {
      site = await startServedSite({ files: { 'sitemap.xml': SITEMAP }, compress: ['sitemap.xml'] })
      const { port } = site
      // Every kind of answer once, so that what the process opens once (and keeps) is open before counting.
      for (const encoding of ['gzip', 'br', 'identity'])
        (await requestAndWait(port, '/sitemap.xml', [`accept-encoding: ${encoding}`])).socket.destroy()
      await expect.poll(() => connectionsOf(site!.server)).toBe(0)
      const before = openDescriptors()

      const DOWNLOADS = 2000
      let started = 0
      const answered: string[] = []
      // 32 at a time, under the cap per client address: every download is taken, then given up.
      const client = async () => {
        while (started < DOWNLOADS) {
          const kind = started++ % 4
          if (kind === 3) {
            // Gone before the answer starts: the file may not even be open yet.
            const socket = connect(port, '127.0.0.1')
            socket.on('error', () => {})
            await new Promise<void>((resolve) =>
              socket.write('GET /sitemap.xml HTTP/1.1\r\nhost: localhost\r\naccept-encoding: gzip\r\n\r\n', () => resolve()),
            )
            socket.destroy()
            continue
          }
          const encoding = ['gzip', 'br', 'identity'][kind]
          const { socket, first } = await requestAndWait(port, '/sitemap.xml', [`accept-encoding: ${encoding}`])
          answered.push(first.slice(0, 12))
          socket.destroy()
        }
      }
      await Promise.all(Array.from({ length: 32 }, client))
      expect(answered.filter((status) => status === 'HTTP/1.1 200')).toHaveLength(1500)

      await expect.poll(() => connectionsOf(site!.server), { timeout: 10_000 }).toBe(0)
      await expect.poll(openDescriptors, { timeout: 10_000 }).toBeLessThanOrEqual(before)
      // Still serving, the whole file this time.
      const whole = await fetch(`${site.origin}/sitemap.xml`, { headers: { 'accept-encoding': 'gzip' } })
      expect(whole.status).toBe(200)
      expect(await whole.text()).toBe(SITEMAP)
      expect((await fetch(`${site.origin}${PAGE}`)).status).toBe(200)
    },
    30_000,
  )

  it.skipIf(!existsSync(PROC_FD))(
    'a client that stopped reading kept its socket 61 s and more: it is disconnected after the write timeout and its file closed',
    async () => {
      expect(createSiteServer('/nonexistent').timeout).toBe(WRITE_TIMEOUT_MS)
      expect(WRITE_TIMEOUT_MS).toBeLessThan(60_000)
      site = await startServedSite({ files: { 'large.txt': LARGE_FILE }, server: { writeTimeoutMs: 500 } })
      const before = openDescriptors()
      const closed = new Promise<'closed'>((resolve) =>
        site!.server.once('connection', (socket: Socket) => socket.once('close', () => resolve('closed'))),
      )
      const { socket, first } = await requestAndWait(site.port, '/large.txt')
      expect(first).toMatch(/^HTTP\/1\.1 200/)
      // Reads nothing more: the server's writes stop once the buffers between the two are full.
      socket.pause()
      const stillOpen = new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 10_000))
      expect(await Promise.race([closed, stillOpen])).toBe('closed')
      socket.destroy()
      await expect.poll(openDescriptors, { timeout: 5000 }).toBeLessThanOrEqual(before)
    },
  )
})

describe('connections per client address', () => {
  it('one address could open connections until the process ran out of file descriptors: over the cap it gets 429 at once', async () => {
    site = await startServedSite({ server: { maxOpenPerClient: 3 } })
    const held = await Promise.all([1, 2, 3].map(() => openIdle(site!.port)))
    const refused = await requestAndWait(site.port, PAGE)
    expect(refused.first).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/)
    expect(refused.first).toMatch(/^retry-after: 1\r$/im)
    expect(refused.first).toMatch(/^content-security-policy: /im)
    await new Promise((resolve) => refused.socket.once('close', resolve))
    // One closes: the address may connect again.
    held[0].destroy()
    await expect.poll(async () => (await requestAndWait(site!.port, PAGE)).first.slice(0, 12)).toBe('HTTP/1.1 200')
    for (const socket of held) socket.destroy()
  })

  it("behind a trusted proxy every visitor shared the proxy's address: requests are counted per X-Forwarded-For address, and only a trusted proxy's header is believed", async () => {
    site = await startServedSite({
      files: { 'large.txt': LARGE_FILE },
      server: { maxOpenPerClient: 2, trustedProxies: parseTrustedProxies('loopback') },
    })
    const visitor = 'x-forwarded-for: 203.0.113.7'
    // Two downloads in progress for one visitor, over connections of the proxy (which are not capped themselves).
    const downloads = await Promise.all([1, 2].map(() => requestAndWait(site!.port, '/large.txt', [visitor])))
    for (const { socket, first } of downloads) {
      expect(first).toMatch(/^HTTP\/1\.1 200/)
      socket.pause()
    }
    const third = await requestAndWait(site.port, PAGE, [visitor])
    expect(third.first).toMatch(/^HTTP\/1\.1 429/)
    // Another visitor through the same proxy, and the proxy's own connections beyond the cap, are served.
    const other = await requestAndWait(site.port, PAGE, ['x-forwarded-for: 198.51.100.1'])
    expect(other.first).toMatch(/^HTTP\/1\.1 200/)
    for (const { socket } of [...downloads, third, other]) socket.destroy()
    await site.stop()

    // Not a trusted proxy: X-Forwarded-For is the client's own claim and does not move it to another count.
    site = await startServedSite({ files: { 'large.txt': LARGE_FILE }, server: { maxOpenPerClient: 2 } })
    const own = await Promise.all(
      ['203.0.113.1', '203.0.113.2'].map((address) => requestAndWait(site!.port, '/large.txt', [`x-forwarded-for: ${address}`])),
    )
    for (const { socket } of own) socket.pause()
    expect((await requestAndWait(site.port, PAGE, ['x-forwarded-for: 203.0.113.3'])).first).toMatch(/^HTTP\/1\.1 429/)
    for (const { socket } of own) socket.destroy()
  })
})

/** A connection that sends nothing yet. */
function openIdle(port: number): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket))
    socket.on('error', () => {})
  })
}

describe('a process out of file descriptors', () => {
  it.skipIf(process.platform !== 'linux')(
    'the error handler read 500.html outside any try and the process exited with EMFILE: it answers 500 and goes on',
    async () => {
      site = await startServedSite()
      // tools/serve.ts in its own process, allowed 128 descriptors once it listens (prlimit): connections that stay open
      // use them up. Not from its start: loading its modules opens many files at once, more on a loaded machine.
      const child = spawn(process.execPath, ['--import', 'tsx', 'tools/serve.ts'], {
        cwd: REPO_ROOT,
        env: { ...process.env, SITE_DIR: site.root, PORT: '0', MAX_CONNECTIONS_PER_CLIENT: '1000' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stderr = ''
      child.stderr!.on('data', (chunk) => (stderr += String(chunk)))
      try {
        const port = await new Promise<number>((resolve, reject) => {
          let stdout = ''
          child.stdout!.on('data', (chunk) => {
            stdout += String(chunk)
            const match = /http:\/\/localhost:(\d+)/.exec(stdout)
            if (match) resolve(Number(match[1]))
          })
          child.once('exit', (code) => reject(new Error(`tools/serve.ts ended with ${code} before listening:\n${stderr}`)))
        })
        execFileSync('prlimit', [`--pid=${child.pid}`, '--nofile=128:128'])
        // Keep-alive connections that stay open hold a descriptor each, until opening a file fails: a 500. (A connection
        // the server cannot even accept is closed unanswered; a file closing meanwhile frees a descriptor, so try again.)
        const held: Socket[] = []
        let failed = ''
        for (let attempt = 0; attempt < 300 && !failed; attempt++) {
          const { socket, first } = await requestAndWait(port, '/')
          held.push(socket)
          if (first.startsWith('HTTP/1.1 500')) failed = first
          else if (!first.startsWith('HTTP/1.1 200')) await new Promise((resolve) => setTimeout(resolve, 20))
        }
        expect(failed, `no answer was a 500; the server printed:\n${stderr}`).toMatch(/^HTTP\/1\.1 500/)
        expect(failed).toContain('Server error')
        expect(child.exitCode, stderr).toBeNull()
        for (const socket of held) socket.destroy()
        await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}${PAGE}`)).status, { timeout: 5000 }).toBe(200)
        expect(child.exitCode, stderr).toBeNull()
        expect(stderr).toContain('EMFILE')
      } finally {
        child.kill()
      }
    },
    30_000,
  )
})
