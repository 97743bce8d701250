// Protects the local error pages as `npm run serve` answers them (issue 26: "/500.html is one English page for all
// market languages"): a request under a market prefix that fails while being served gets that market language's 500
// page, status 500; the 500 page itself answers 500; outside any market the site's 500.html and 404.html answer.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startServedSite, type ServedSite } from './servedSiteFixture.ts'

let served: ServedSite

beforeAll(async () => {
  served = await startServedSite({
    files: {
      'de-de/index.html': '<!doctype html><title>de-DE start</title>',
      'de-de/404.html': '<!doctype html><html lang="de-DE"><title>Seite nicht gefunden</title>',
      'de-de/500/index.html': '<!doctype html><html lang="de-DE"><title>Etwas ist schiefgelaufen</title>',
    },
  })
  // Pages the server finds but cannot read (index.html is a folder): the one way a request fails while being served.
  for (const page of ['de-de/kaputt', 'xx/unreadable']) mkdirSync(join(served.root, page, 'index.html'), { recursive: true })
})

afterAll(() => served.stop())

describe('local error pages', () => {
  it('answers a failed request under a market prefix with that market language’s 500 page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const response = await fetch(`${served.origin}/de-de/kaputt/`)
      expect(response.status).toBe(500)
      expect(await response.text()).toContain('Etwas ist schiefgelaufen')
      const elsewhere = await fetch(`${served.origin}/xx/unreadable/`)
      expect(elsewhere.status).toBe(500)
      expect(await elsewhere.text()).toContain('Server error')
    } finally {
      log.mockRestore()
    }
  })

  it('answers the market language’s 500 page itself with status 500, not cached as a page', async () => {
    const response = await fetch(`${served.origin}/de-de/500/`)
    expect(response.status).toBe(500)
    expect(response.headers.get('etag')).toBeNull()
    expect(await response.text()).toContain('lang="de-DE"')
  })

  it('answers an unknown path under a market prefix with its 404 page, and one outside every market with 404.html', async () => {
    const market = await fetch(`${served.origin}/de-de/gibt-es-nicht/`)
    expect(market.status).toBe(404)
    expect(await market.text()).toContain('Seite nicht gefunden')
    const outside = await fetch(`${served.origin}/no-such-market/`)
    expect(outside.status).toBe(404)
    expect(await outside.text()).toContain('Not found')
  })

  it('answers the 404 pages’ own URLs with status 404, as the static hosts’ rules do (never 200 at a public URL)', async () => {
    for (const path of ['/de-de/404.html', '/de-de/404/', '/de-de/404', '/404.html']) {
      const response = await fetch(`${served.origin}${path}`, { redirect: 'manual' })
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toContain(path.startsWith('/de-de/') ? 'Seite nicht gefunden' : 'Not found')
    }
  })
})
