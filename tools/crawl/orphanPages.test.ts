// Protects the orphan check (issue 27 §3): a page the sitemaps list must be reachable from the site's front door by
// following the links of built pages; the check names every page that is not, including pages that only link
// to each other and pages reached only through a form or a language alternate.
import { describe, expect, it } from 'vitest'
import { orphanPages, pageLinkPaths, sitemapIndexFiles, sitemapPagePaths, unreachablePages } from './orphanPages.ts'

const ORIGIN = 'https://www.example.com'

const index = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>${ORIGIN}/sitemaps/de-de.xml</loc><lastmod>2026-11-27T12:25:22Z</lastmod></sitemap>
</sitemapindex>`

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
<url><loc>${ORIGIN}/de-de/</loc><xhtml:link rel="alternate" hreflang="en-GB" href="${ORIGIN}/en-gb/"/></url>
<url><loc>${ORIGIN}/de-de/flotte/</loc></url>
<url><loc>${ORIGIN}/de-de/flotte/kivo/</loc></url>
<url><loc>${ORIGIN}/de-de/ride/help/</loc></url>
<url><loc>${ORIGIN}/de-de/ride/help/articles/ride-cancel/</loc></url>
<url><loc>${ORIGIN}/de-de/help-center/search/</loc></url>
</urlset>`

/** The fixture site: the help search is only a form's action, the ride help centre only links to itself. */
const pages: Record<string, string> = {
  '/': '<a href="/de-de/">Deutschland</a>',
  '/de-de/': `<link rel="alternate" hreflang="en-GB" href="/en-gb/"><a href="#main">skip</a><a class="x" href='flotte/'>Flotte</a>
    <form action="/de-de/help-center/search/" method="get"><input name="q"></form><a href="mailto:a@example.com">mail</a>`,
  '/de-de/flotte/': `<a href="${ORIGIN}/de-de/flotte/kivo/?ref=fleet#top">Kivo</a><a href="https://other.example.com/de-de/ride/help/">elsewhere</a>`,
  '/de-de/flotte/kivo/': '<a href="/de-de/flotte/">zurück</a><a href="/de-de/flotte/kivo/">self</a>',
  '/de-de/ride/help/': '<a href="articles/ride-cancel/">Stornieren</a>',
  '/de-de/ride/help/articles/ride-cancel/': '<a href="/de-de/ride/help/">Hilfe</a>',
  '/de-de/help-center/search/': '<a href="/de-de/">Start</a>',
}
const linksByPage = new Map(Object.entries(pages).map(([path, html]) => [path, pageLinkPaths(html, path, ORIGIN)]))

describe('orphan pages', () => {
  it('reads the sitemap index and the pages a sitemap lists, not their language alternates', () => {
    expect(sitemapIndexFiles(index)).toEqual(['/sitemaps/de-de.xml'])
    expect(sitemapPagePaths(sitemap)).toEqual([
      '/de-de/',
      '/de-de/flotte/',
      '/de-de/flotte/kivo/',
      '/de-de/ride/help/',
      '/de-de/ride/help/articles/ride-cancel/',
      '/de-de/help-center/search/',
    ])
  })

  it('reads <a href> links resolved against the page, on the site only, without query and fragment', () => {
    expect([...linksByPage.get('/de-de/')!]).toEqual(['/de-de/flotte/'])
    expect([...linksByPage.get('/de-de/flotte/')!]).toEqual(['/de-de/flotte/kivo/'])
    expect([...linksByPage.get('/de-de/ride/help/')!]).toEqual(['/de-de/ride/help/articles/ride-cancel/'])
  })

  it('names a listed page no other page links to (a form action and a self-link do not count)', () => {
    expect(orphanPages(sitemapPagePaths(sitemap), linksByPage)).toEqual(['/de-de/help-center/search/'])
  })

  it('names pages that link only to each other as unreachable from the front door', () => {
    expect(unreachablePages(sitemapPagePaths(sitemap), linksByPage, ['/'])).toEqual([
      '/de-de/help-center/search/',
      '/de-de/ride/help/',
      '/de-de/ride/help/articles/ride-cancel/',
    ])
  })

  it('finds none once every page has a link from a reachable page', () => {
    const linked = new Map(linksByPage)
    linked.set('/de-de/', new Set(['/de-de/flotte/', '/de-de/ride/help/', '/de-de/help-center/search/']))
    expect(orphanPages(sitemapPagePaths(sitemap), linked)).toEqual([])
    expect(unreachablePages(sitemapPagePaths(sitemap), linked, ['/'])).toEqual([])
  })
})
