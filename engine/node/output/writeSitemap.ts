import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { linkTo, linkToMarketChooser } from '../../shared/linkTo.ts'
import { EngineBug } from '../../shared/assert.ts'
import { markup, type EscapedMarkup } from '../../shared/escapedMarkup.ts'
import { hreflangAlternatesOf, type SiteIndex } from '../../model/siteIndex.ts'
import { hasMarketChooserAsXDefault, marketChooserCluster } from '../../model/marketChooserCluster.ts'
import { isIndexable, pageReferenceOf, type Route } from '../../model/route.ts'
import { chunkSitemapEntries, SITEMAP_FOLDER, sitemapXml, writeSitemapIndex } from './sitemapDocuments.ts'

/** The file of the market chooser's sitemap (the one URL "/"), beside one file per market language ("de-de.xml"). */
export const MARKET_CHOOSER_SITEMAP = 'market-chooser'

/**
 * When a page's content last changed (ISO 8601 in UTC), from the files its content comes from (routeContentFiles)
 * and what else the caller knows of it (tools/seo/pageChangeDates.ts adds the texts it read); undefined: unknown.
 */
export type PageDateOf = (route: Route, contentFiles: readonly string[]) => string | undefined

/**
 * The repository files a route's content comes from: its page documents, its market's documents and, for a
 * generated page, its route source's files (its texts are dated apart: PageDateOf).
 */
function routeContentFiles(index: SiteIndex, route: Route): string[] {
  const files = new Set<string>()
  for (const { source } of route.page.origins.values()) files.add(source.file)
  for (const { source } of index.markets.get(route.market)?.origins.values() ?? []) files.add(source.file)
  for (const file of route.contentFiles ?? []) files.add(file)
  return [...files]
}

/**
 * Writes the sitemaps: one file per market language under sitemaps/ ("de-de.xml", cut into "de-de-2.xml"… past
 * SITEMAP_LIMITS), one for the market chooser, and sitemap.xml as their index; then robots.txt. Each `<url>` has its
 * hreflang alternates, x-default where the page names one (market homes: engine/model/marketChooserCluster.ts), and
 * `<lastmod>`: when its content last changed (`pageDateOf`, from git), left out when that is unknown. Checks every
 * page was prerendered, indexable or not, and answers how many pages that is (with the market chooser).
 * A shard build passes its own routes (their alternates still name every market's pages); mergeShards writes the index anew.
 */
export function writeSitemap(
  index: SiteIndex,
  clientDir: string,
  routes: readonly Route[] = index.routes,
  pageDateOf: PageDateOf = () => undefined,
): number {
  // Every URL carries the origin from site.json: `markup` escapes each value, so none can break the XML.
  const chooser = linkToMarketChooser(index.links, { absolute: true })
  const absolute = (target: Route) => linkTo({ ...target, slug: target.page.value.slug }, index.links, { absolute: true })
  const hreflang = (target: Route) =>
    markup`<xhtml:link rel="alternate" hreflang="${target.language}-${target.country.toUpperCase()}" href="${absolute(target)}"/>`
  const xDefault = markup`<xhtml:link rel="alternate" hreflang="x-default" href="${chooser}"/>`
  // Every route of a page lists the same alternates: written once per page and brand.
  const alternatesXml = new Map<string, EscapedMarkup[]>()
  const alternatesOfPage = (route: Route) => {
    const reference = `${pageReferenceOf(route)}\u0000${index.markets.get(route.market)?.value.brandName ?? ''}`
    let xml = alternatesXml.get(reference)
    if (xml === undefined) {
      xml = hreflangAlternatesOf(index, route).map(hreflang)
      alternatesXml.set(reference, xml)
    }
    return hasMarketChooserAsXDefault(index, route) ? [...xml, xDefault] : xml
  }
  const lastmodOf = (route: Route) => pageDateOf(route, routeContentFiles(index, route))
  const lastmodXml = (date: string | undefined) => (date === undefined ? '' : markup`<lastmod>${date}</lastmod>`)

  const bySitemap = new Map<string, string[]>()
  for (const route of routes) {
    const file = join(clientDir, route.path, 'index.html')
    if (!existsSync(file)) throw new EngineBug(`Prerendering did not write ${route.path} (expected ${file}).`)
    // A noindex page (page "indexable": false) in the sitemap would ask search engines to crawl what it tells them to drop.
    if (!isIndexable(route)) continue
    const name = `${route.market}-${route.language}`
    const entries = bySitemap.get(name) ?? []
    entries.push(String(markup`<url><loc>${absolute(route)}</loc>${lastmodXml(lastmodOf(route))}${alternatesOfPage(route)}</url>`))
    bySitemap.set(name, entries)
  }
  // "/" is the x-default of the market homes: it names each of them, and itself, as the homes name it.
  const homes = marketChooserCluster(index)
  const chooserLastmod = homes
    .map(lastmodOf)
    .reduce<string | undefined>((newest, date) => (date && (!newest || date > newest) ? date : newest), undefined)
  const chooserEntry = markup`<url><loc>${chooser}</loc>${lastmodXml(chooserLastmod)}${homes.map(hreflang)}${xDefault}</url>`

  const folder = join(clientDir, SITEMAP_FOLDER)
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  writeFileSync(join(folder, `${MARKET_CHOOSER_SITEMAP}.xml`), sitemapXml([String(chooserEntry)]))
  for (const [name, entries] of bySitemap)
    for (const [position, chunk] of chunkSitemapEntries(entries).entries())
      writeFileSync(join(folder, `${name}${position === 0 ? '' : `-${position + 1}`}.xml`), sitemapXml(chunk))
  writeSitemapIndex(clientDir, index.links.origin)
  // robots.txt is read line by line: encodeURI turns a line break or space in the origin into %0A, %20, never a new rule.
  writeFileSync(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${encodeURI(`${index.links.origin}/sitemap.xml`)}\n`)
  return routes.length + 1
}
