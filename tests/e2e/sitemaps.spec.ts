// The sitemaps a crawler reads (issue 27 §4): sitemap.xml is a sitemap index naming one sitemap per market language,
// each well-formed XML in the sitemap namespace, within the protocol's limits and under 10 MB, every URL on the site's
// origin and answering 200, `<lastmod>` in W3C Datetime, and x-default where the page itself names one.
import { expect, test } from '@playwright/test'
import { SaxesParser } from 'saxes'
import { fetchSitemaps } from './sitemapSupport.ts'

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/

/** The document's root element and the text of every element named `name`, read by a strict, namespace-aware parser. */
function parse(xml: string, name: string): { root: { local: string; uri: string }; values: string[] } {
  const parser = new SaxesParser({ xmlns: true })
  let root: { local: string; uri: string } | undefined
  const values: string[] = []
  let text: string | undefined
  parser.on('opentag', (tag) => {
    root ??= { local: tag.local, uri: tag.uri }
    if (tag.local === name) text = ''
  })
  parser.on('text', (chunk) => {
    if (text !== undefined) text += chunk
  })
  parser.on('closetag', (tag) => {
    if (tag.local === name && text !== undefined) values.push(text)
    text = undefined
  })
  parser.write(xml).close()
  return { root: root!, values }
}

test('sitemap.xml is an index of per-language sitemaps, each valid, within the limits and under 10 MB', async ({ request, baseURL }) => {
  const { index, files } = await fetchSitemaps(request)
  const parsedIndex = parse(index, 'loc')
  expect(parsedIndex.root).toEqual({ local: 'sitemapindex', uri: SITEMAP_NS })
  expect(parsedIndex.values.length).toBeGreaterThan(40)
  for (const date of parse(index, 'lastmod').values) expect(date).toMatch(W3C_DATETIME)
  expect([...files.keys()]).toContain('/sitemaps/de-de.xml')
  expect([...files.keys()]).toContain('/sitemaps/market-chooser.xml')

  const origin = new URL(parsedIndex.values[0]).origin
  let urls = 0
  for (const [path, xml] of files) {
    const { root, values } = parse(xml, 'loc')
    expect(root, path).toEqual({ local: 'urlset', uri: SITEMAP_NS })
    expect(Buffer.byteLength(xml), path).toBeLessThan(10 * 1024 * 1024)
    expect(values.length, path).toBeLessThanOrEqual(50_000)
    for (const loc of values) expect(new URL(loc).origin, path).toBe(origin)
    for (const date of parse(xml, 'lastmod').values) expect(date, path).toMatch(W3C_DATETIME)
    urls += values.length
  }
  expect(urls).toBeGreaterThan(3000)

  // A sample of the listed pages, one per sitemap: each answers 200 on the served site.
  for (const xml of files.values()) {
    const loc = parse(xml, 'loc').values.at(-1)!
    expect((await request.get(new URL(new URL(loc).pathname, baseURL).href)).status(), loc).toBe(200)
  }
})

test('x-default is consistent: the market homes and "/" name "/", "/" names every home, other pages name none', async ({ request }) => {
  const { files } = await fetchSitemaps(request)
  const chooser = files.get('/sitemaps/market-chooser.xml')!
  const homes = [...chooser.matchAll(/hreflang="([a-z]{2}-[A-Z]{2})" href="([^"]+)"/g)].map(([, , href]) => new URL(href).pathname)
  expect(homes).toContain('/de-de/')
  expect(homes).toContain('/en-us/')
  expect(chooser).toContain('hreflang="x-default"')
  const germany = files.get('/sitemaps/de-de.xml')!
  const entries = germany.match(/<url>.*<\/url>/g)!
  const home = entries.find((entry) => entry.includes('<loc>https://www.example.com/de-de/</loc>'))!
  expect(home).toContain('hreflang="x-default"')
  expect(entries.filter((entry) => entry.includes('x-default'))).toHaveLength(1)
})
