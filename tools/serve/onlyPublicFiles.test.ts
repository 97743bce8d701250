// The files the build ships the site with (`_headers`, `_redirects`, the .br and .gz variants) are no pages: the server
// answers them only as the representation of their file, however a request spells their path. A build keeps the
// variants outside the client folder (variantFile.ts); a folder that has them beside its files (an older build, a
// copy made by hand) must not serve them either, so this site has them in both places.
import { cpSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isInternalFile } from '../../engine/node/delivery/siteFiles.ts'
import { variantsFolderOf } from '../../engine/node/delivery/variantFile.ts'
import { ASSET, PAGE, startServedSite, type ServedSite } from './servedSiteFixture.ts'
import { rawAnswer } from './rawAnswer.ts'

let site: ServedSite
beforeAll(async () => {
  site = await startServedSite()
  cpSync(variantsFolderOf(site.root), site.root, { recursive: true })
})
afterAll(() => site?.stop())

/** Each spelling of an internal file's path a client might try; the decoded, normalised path names the file. */
const SPELLINGS = [
  '/_headers',
  '/%5fheaders',
  '/%5Fheaders',
  '/%5F%68eaders',
  '/_HEADERS',
  '/_Headers',
  '/_headers.',
  '/_headers%2e',
  '/_headers%20',
  '/_headers::$DATA',
  '/_headers/',
  '/./_headers',
  '/en-us/../_headers',
  '/en-us/%2e%2e/_headers',
  '/en-us/%2E%2E/%5fheaders',
  '/en-us/..%2f_headers',
  '/%2f_headers',
  '//_headers',
  '/%255fheaders',
  '/_headers?x=1',
  '/_redirects',
  '/%5Fredirects',
  '/_REDIRECTS.',
  '/index.html.br',
  '/index.html%2ebr',
  '/index.html%2Ebr',
  '/index%2ehtml%2ebr',
  '/index.html.%62r',
  '/index.html.BR',
  '/index.html.Gz',
  '/index.html.br.',
  '/index.html.br%20',
  '/index.html%252ebr',
  '/index.html.br/',
  '/%69ndex.html.gz',
  '/en-us/rental/index.html.gz',
  '/en-us/rental/index.html%2egz',
  '/en-us/rental%2findex.html.br',
  `${ASSET}.br`,
  `${ASSET}%2Egz`,
  `${ASSET.replace('/assets/', '/assets/./')}.br`,
]

describe('internal files', () => {
  it('the isInternalFile rule names them however a file system spells their name', () => {
    for (const name of ['_headers', '_HEADERS', '_headers.', '_headers ', '_headers::$DATA', 'a/index.html.br', 'x.js.GZ', 'x.js.br..'])
      expect(isInternalFile(name), name).toBe(true)
    for (const name of ['index.html', 'headers', '_headers.html', 'brochure.html', 'a.brx', 'x.gzip'])
      expect(isInternalFile(name), name).toBe(false)
  })

  it.each(SPELLINGS)(
    '%s served an internal file (the percent-encoded _headers and index.html.br did): it is answered 404',
    async (path) => {
      const internal = [readFileSync(join(site.root, '_headers'), 'latin1'), readFileSync(join(site.root, 'index.html.br'), 'latin1')]
      for (const acceptEncoding of [undefined, 'br, gzip', 'identity']) {
        const answer = await rawAnswer(site.port, path, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {})
        expect([404, 400, 301], `${path} (${acceptEncoding})`).toContain(answer.status)
        if (answer.status === 301) {
          // Only the trailing-slash redirect, to a path that is itself answered 404.
          expect((await rawAnswer(site.port, answer.headers.location)).status).toBe(404)
          continue
        }
        for (const bytes of internal) expect(answer.body).not.toBe(bytes)
        expect(answer.body).not.toContain('Content-Security-Policy:')
        expect(answer.headers['content-type'] ?? '').not.toBe('application/octet-stream')
      }
    },
  )

  it('the variants still go out as the representation of their file', async () => {
    const page = await rawAnswer(site.port, PAGE, { 'accept-encoding': 'br' })
    expect(page.status).toBe(200)
    expect(page.headers['content-encoding']).toBe('br')
    expect(page.body).toBe(readFileSync(join(variantsFolderOf(site.root), 'en-us/rental/index.html.br'), 'latin1'))
    const asset = await rawAnswer(site.port, ASSET, { 'accept-encoding': 'gzip' })
    expect(asset.headers['content-encoding']).toBe('gzip')
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8')
  })
})
