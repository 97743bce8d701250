// What `curl --compressed -I` shows on the served site (tools/serve.ts, its own process) after the build's delivery
// step (engine/node/delivery/prepareDelivery.ts) ran on a tiny built site: the encoding, content-length, a strong
// ETag, the cache policy, the security headers, and 304 for a current copy.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMMUTABLE, REVALIDATE, SHORT } from '../../../engine/node/delivery/cachePolicy.ts'
import { prepareDelivery } from '../../../engine/node/delivery/prepareDelivery.ts'
import { DEFAULT_API_SETTINGS } from '../../../engine/shared/api/apiSettings.ts'
import { rawRequest } from './rawRequest.ts'
import { startServedFixture, type ServedFixture } from './startServedFixture.ts'

const PAGE = `<!doctype html><title>en-US rental</title>${'<p>Rent a car at the airport.</p>'.repeat(50)}`
const SCRIPT = `export const text = ${JSON.stringify('island code '.repeat(100))}`
const ASSET = '/assets/chunks/chunk-AbCd1234.js'
const BROWSER = 'gzip, deflate, br, zstd'

let served: ServedFixture
beforeAll(async () => {
  served = await startServedFixture({
    files: {
      'en-us/rental/index.html': PAGE,
      [ASSET.slice(1)]: SCRIPT,
      'images/car.webp': 'RIFF',
      'web-apps/phoenix/main-Qw3rTy12.js': SCRIPT,
      'web-apps/phoenix/bootstrapper.json': '{"main":"./main-Qw3rTy12.js"}',
    },
    prepare: (root) =>
      prepareDelivery(root, {
        api: DEFAULT_API_SETTINGS,
        tagManagerSrc: '/consent/tag-manager.js',
        videoOrigin: 'https://video.example.com',
        origin: 'https://www.example.com',
      }),
  })
})
afterAll(() => served?.stop())

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${served.origin}${path}`, { method, headers: { 'accept-encoding': BROWSER, ...headers } })

describe('compressed, cacheable answers', () => {
  it('sends the brotli variant of a page with its length, a strong ETag, Vary and a revalidating policy', async () => {
    // fetch decompresses the body itself; the raw bytes are read below.
    const response = await get('/en-us/rental/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+-br"$/)
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('cache-control')).toBe(REVALIDATE)
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(await response.text()).toBe(PAGE)
  })

  it('sends exactly the compressed bytes it announces (content-length), gzip for a gzip-only client, identity without Accept-Encoding', async () => {
    const brotli = await rawBody('/en-us/rental/', 'br')
    expect(brotliDecompressSync(brotli.body).toString()).toBe(PAGE)
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length)
    const gzip = await rawBody('/en-us/rental/', 'gzip;q=1, br;q=0.5')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE)
    const plain = await rawBody('/en-us/rental/', undefined)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(PAGE)
    expect(plain.headers.etag).not.toBe(gzip.headers.etag)
  })

  it("marks hashed assets, also the micro-apps', immutable, and the bootstrapper and images short", async () => {
    expect((await get(ASSET, {}, 'HEAD')).headers.get('cache-control')).toBe(IMMUTABLE)
    expect((await get('/web-apps/phoenix/main-Qw3rTy12.js', {}, 'HEAD')).headers.get('cache-control')).toBe(IMMUTABLE)
    expect((await get('/web-apps/phoenix/bootstrapper.json', {}, 'HEAD')).headers.get('cache-control')).toBe(REVALIDATE)
    expect((await get('/images/car.webp', {}, 'HEAD')).headers.get('cache-control')).toBe(SHORT)
  })

  it('answers 304 to a current If-None-Match, 200 to a stale or malformed one', async () => {
    const etag = (await get(ASSET, {}, 'HEAD')).headers.get('etag')!
    const notModified = await get(ASSET, { 'if-none-match': etag })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('etag')).toBe(etag)
    expect(notModified.headers.get('cache-control')).toBe(IMMUTABLE)
    expect(await notModified.text()).toBe('')
    expect((await get(ASSET, { 'if-none-match': `"other", W/${etag}` })).status).toBe(304)
    for (const stale of ['"other"', etag.replace('-br', '-gzip'), 'garbage"', etag.slice(1), ',,,'])
      expect((await get(ASSET, { 'if-none-match': stale })).status).toBe(200)
  })

  it('answers odd Accept-Encoding values and requests for the variants themselves without failing', async () => {
    for (const header of ['br;q=5, gzip;q=0', ';;;', 'identity;q=0, *;q=0', 'x'.repeat(4000)]) {
      const response = await get('/en-us/rental/', { 'accept-encoding': header })
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(PAGE)
    }
    expect((await get('/en-us/rental/index.html.br')).status).toBe(404)
    expect((await get('/_headers')).status).toBe(404)
    // A missing hashed asset is not cached forever.
    const missing = await get('/assets/chunks/chunk-Missing1.js')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe(REVALIDATE)
    expect(missing.headers.get('etag')).toBeNull()
    expect(served.stderr()).toBe('')
  })
})

/** The raw answer (fetch would decompress): headers and body bytes. */
async function rawBody(path: string, acceptEncoding: string | undefined) {
  const answer = await rawRequest(
    served.port,
    Buffer.from(
      `GET ${path} HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n${acceptEncoding ? `accept-encoding: ${acceptEncoding}\r\n` : ''}\r\n`,
      'latin1',
    ),
    { latin1: true },
  )
  const headers = Object.fromEntries(
    answer.head
      .split('\r\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  )
  return { headers, body: Buffer.from(answer.body, 'latin1') }
}
