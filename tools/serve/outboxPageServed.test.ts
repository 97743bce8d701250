// Protects the outbox page as `npm run serve` serves it: /_dev/outbox/ lists the outbox to a client on this machine,
// with its own strict CSP replacing the pages' one, and a client elsewhere (the socket's peer, whatever
// X-Forwarded-For says) gets a 404, and so does a request forwarded by a proxy on this machine.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailOutbox } from '../../api/mail/mailOutbox.ts'
import { serveOutboxPage } from '../../api/node/serveOutboxPage.ts'
import { createSiteServer } from './createSiteServer.ts'

/** In the port range of this work (3550–3599). */
const PORT = 3561
let root: string
let outboxDir: string
let server: Server

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'served-outbox-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Start</title>')
  writeFileSync(join(root, '404.html'), '<!doctype html><title>Not found</title>')
  outboxDir = join(root, '..', `${root.split('/').pop()}-outbox`)
  mkdirSync(outboxDir)
  const outbox = createMailOutbox({ dir: outboxDir })
  await outbox.deliver({
    kind: 'emailVerification',
    to: 'ann@example.org',
    locale: 'en-US',
    firstName: 'Ann',
    link: 'https://www.example.com/v?t=1',
  })
  server = createSiteServer(root, { outboxDir })
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve))
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  rmSync(root, { recursive: true, force: true })
  rmSync(outboxDir, { recursive: true, force: true })
})

describe('outbox page served by npm run serve', () => {
  it('lists the outbox to a loopback client under its own strict CSP', async () => {
    const response = await fetch(`http://127.0.0.1:${PORT}/_dev/outbox/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/)
    expect(await response.text()).toContain('ann@example.org')
  })

  it('answers 404 to a client elsewhere, even one claiming to be local in X-Forwarded-For', () => {
    let status = 0
    let body = ''
    const request = {
      url: '/_dev/outbox/',
      method: 'GET',
      headers: { 'x-forwarded-for': '127.0.0.1' },
      socket: { remoteAddress: '203.0.113.7' },
    } as unknown as IncomingMessage
    const response = {
      writeHead: (code: number) => {
        status = code
      },
      end: (chunk?: Buffer) => {
        body = chunk?.toString() ?? ''
      },
    } as unknown as ServerResponse
    expect(serveOutboxPage(request, response, outboxDir)).toBe(true)
    expect(status).toBe(404)
    expect(body).not.toContain('ann@example.org')
  })

  it('answers 404 to a request a proxy on this machine forwarded (its peer is loopback, its client is not)', async () => {
    const response = await fetch(`http://127.0.0.1:${PORT}/_dev/outbox/`, { headers: { 'x-forwarded-for': '198.51.100.4' } })
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('ann@example.org')
  })
})
