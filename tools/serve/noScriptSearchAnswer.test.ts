// Protects the no-JavaScript help search answer as `npm run serve` sends it (issue 27 §8: "the server-filled search
// answer is sent uncompressed and HEAD reports another length than GET"): compressed like every other page when the
// client accepts it, and HEAD reports the Content-Length that GET sends for the same query.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NO_SCRIPT_SEARCH_CONFIG, noScriptSearchPage } from './noScriptSearchFixture.ts'
import { rawAnswer } from './rawAnswer.ts'
import { startServedSite, type ServedSite } from './servedSiteFixture.ts'

const config = NO_SCRIPT_SEARCH_CONFIG
const SEARCH_PAGE = '/en-us/help-center/search/'
// As React writes it (noScriptHelpSearch.test.ts), in a page long enough to be worth compressing.
const page = `<!doctype html>${noScriptSearchPage(config, '<p>Popular articles about renting a car.</p>'.repeat(40))}`

let site: ServedSite
beforeAll(async () => {
  site = await startServedSite({ files: { [`${SEARCH_PAGE.slice(1)}index.html`]: page } })
})
afterAll(() => site?.stop())

const QUERY = `${SEARCH_PAGE}?q=deposit`

describe('the no-JavaScript help search answer', () => {
  it('is sent in brotli or gzip when the client accepts it, and decompresses to the filled-in page', async () => {
    const br = await rawAnswer(site.port, QUERY, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(br.headers['cache-control']).toBe('no-store')
    const html = brotliDecompressSync(Buffer.from(br.body, 'latin1')).toString()
    expect(html).toContain('href="/en-us/help-center/articles/deposit-amount/"')
    expect(Number(br.headers['content-length'])).toBe(Buffer.byteLength(br.body, 'latin1'))
    expect(Number(br.headers['content-length'])).toBeLessThan(Buffer.byteLength(html))

    const gzip = await rawAnswer(site.port, QUERY, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(Buffer.from(gzip.body, 'latin1')).toString()).toBe(html)

    const plain = await rawAnswer(site.port, QUERY)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(Buffer.from(html).toString('latin1'))
  })

  it('answers HEAD with the Content-Length that GET sends for the same query', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const get = await rawAnswer(site.port, QUERY, { 'accept-encoding': acceptEncoding })
      const head = await rawAnswer(site.port, QUERY, { 'accept-encoding': acceptEncoding }, 'HEAD')
      expect(head.status, acceptEncoding).toBe(200)
      expect(head.body, acceptEncoding).toBe('')
      expect(head.headers['content-length'], acceptEncoding).toBe(get.headers['content-length'])
      expect(head.headers['content-encoding'], acceptEncoding).toBe(get.headers['content-encoding'])
    }
  })
})
