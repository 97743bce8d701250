// Every answer of the site server carries the security headers of `_headers`, the file a static host reads: pages,
// files, redirects, errors and the embedded API; HSTS only when the visitor used HTTPS; and the server sends a page, an
// asset and a redirect exactly the headers `_headers` names for them.
import { mkdirSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseTrustedProxies } from '../../api/node/clientAddress.ts'
import { headersFor, readHeadersFile } from '../../engine/node/delivery/headersFile.ts'
import { PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from '../../engine/node/delivery/securityHeaders.ts'
import { rawAnswer, type RawAnswer } from './rawAnswer.ts'
import { ASSET, PAGE, startServedSite, type ServedSite } from './servedSiteFixture.ts'

const SECURITY = [
  'content-security-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
]
const HSTS = 'strict-transport-security'

let site: ServedSite | undefined
afterEach(async () => {
  vi.restoreAllMocks()
  await site?.stop()
  site = undefined
})

/** The answer to bytes that are not a request Node can parse (it answers those without a handler). */
function unparsable(port: number, text: string): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
    socket.on('error', () => {})
    socket.on('close', () => {
      const [head] = received.split('\r\n\r\n')
      const [statusLine, ...lines] = head.split('\r\n')
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      )
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]), headers, body: '' })
    })
    socket.write(text)
  })
}

describe('security headers', () => {
  it('API answers, trailing-slash redirects and error answers had none: every kind of answer carries them', async () => {
    // The 500 logs its error; here it is expected.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    site = await startServedSite()
    mkdirSync(join(site.root, 'en-us/unreadable/index.html'), { recursive: true })
    const { port } = site
    const etag = (await rawAnswer(port, PAGE)).headers.etag
    const answers: [string, number | undefined, RawAnswer][] = [
      ['page', 200, await rawAnswer(port, PAGE)],
      ['asset', 200, await rawAnswer(port, ASSET, { 'accept-encoding': 'br' })],
      ['HEAD', 200, await rawAnswer(port, PAGE, {}, 'HEAD')],
      ['not modified', 304, await rawAnswer(port, PAGE, { 'if-none-match': etag })],
      ['trailing-slash redirect', 301, await rawAnswer(port, '/en-us/rental')],
      ['unknown path', 404, await rawAnswer(port, '/no-such-page/')],
      ['unknown market path', 404, await rawAnswer(port, '/en-us/no-such-page/')],
      ['internal file', 404, await rawAnswer(port, '/_headers')],
      ['method not allowed', 405, await rawAnswer(port, PAGE, {}, 'DELETE')],
      ['malformed path', 400, await rawAnswer(port, '/en-us/%E0%A4%A/')],
      ['failed request', 500, await rawAnswer(port, '/en-us/unreadable/')],
      ['API answer', 200, await rawAnswer(port, '/api/v1/apps/geoip')],
      ['API unknown path', 404, await rawAnswer(port, '/api/v1/no-such-thing')],
      ['API refused body', 415, await rawAnswer(port, '/api/v1/rentalreservations/create', { 'content-type': 'text/plain' }, 'POST', '{}')],
      ['unparsable request', 400, await unparsable(port, 'GET / HTTP/1.1\r\nhost: localhost\r\nthis is not a header\r\n\r\n')],
      ['headers too large', 431, await unparsable(port, `GET / HTTP/1.1\r\nhost: localhost\r\nx-big: ${'a'.repeat(64 * 1024)}\r\n\r\n`)],
    ]
    for (const [kind, status, answer] of answers) {
      expect(answer.status, kind).toBe(status)
      for (const name of SECURITY) expect(answer.headers[name], `${kind}: ${name}`).toBeTruthy()
      // Plain HTTP: no HSTS (a browser would ignore it here anyway).
      expect(answer.headers[HSTS], kind).toBeUndefined()
    }
  })

  it('pages had no Cross-Origin-Opener-Policy and a Permissions-Policy with a feature Chromium does not know (bluetooth)', async () => {
    site = await startServedSite()
    const page = await rawAnswer(site.port, PAGE)
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(page.headers['permissions-policy']).toBe(PERMISSIONS_POLICY)
    expect(page.headers['permissions-policy']).not.toContain('bluetooth')
  })

  it('HSTS was never sent: it is, to visitors a trusted proxy says came over HTTPS, for a site whose origin is https', async () => {
    site = await startServedSite({ server: { trustedProxies: parseTrustedProxies('loopback') } })
    const https = { 'x-forwarded-proto': 'https' }
    for (const path of [PAGE, ASSET, '/en-us/rental', '/no-such-page/', '/api/v1/apps/geoip'])
      expect((await rawAnswer(site.port, path, https)).headers[HSTS], path).toBe(STRICT_TRANSPORT_SECURITY)
    expect((await rawAnswer(site.port, PAGE, { 'x-forwarded-proto': 'http' })).headers[HSTS]).toBeUndefined()
    expect((await rawAnswer(site.port, PAGE)).headers[HSTS]).toBeUndefined()
    await site.stop()

    // Not a trusted proxy: anyone can send X-Forwarded-Proto.
    site = await startServedSite()
    expect((await rawAnswer(site.port, PAGE, https)).headers[HSTS]).toBeUndefined()
    await site.stop()

    // An http origin (a test deployment): `_headers` has no HSTS, so nothing sends it.
    site = await startServedSite({ siteOrigin: 'http://localhost:3000', server: { trustedProxies: parseTrustedProxies('loopback') } })
    expect(headersFor(readHeadersFile(site.root)!, PAGE)[HSTS]).toBeUndefined()
    expect((await rawAnswer(site.port, PAGE, https)).headers[HSTS]).toBeUndefined()
  })
})

describe('the server and `_headers` agree', () => {
  it.each([
    ['a page', PAGE],
    ['an asset', ASSET],
    ['a redirect', '/en-us/rental'],
  ])('%s gets from the server the headers _headers gives a static host', async (_kind, path) => {
    // Through a proxy that ended HTTPS, as a static host answers: HSTS included.
    site = await startServedSite({ server: { trustedProxies: parseTrustedProxies('loopback') } })
    const promised = headersFor(readHeadersFile(site.root)!, path)
    const sent = (await rawAnswer(site.port, path, { 'x-forwarded-proto': 'https', 'accept-encoding': 'br' })).headers
    expect(Object.keys(promised)).toEqual(expect.arrayContaining([...SECURITY, HSTS]))
    for (const [name, value] of Object.entries(promised)) expect(sent[name], name).toBe(value)
    // Nothing beyond: every security header the server sends is one `_headers` names.
    for (const name of [...SECURITY, HSTS]) expect(promised[name], name).toBe(sent[name])
  })
})
