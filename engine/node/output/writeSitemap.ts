import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { linkTo, linkToMarketChooser } from '../../shared/linkTo.ts'
import { EngineBug } from '../../shared/assert.ts'
import { markup } from '../../shared/escapedMarkup.ts'
import { hreflangAlternatesOf, type SiteIndex } from '../../model/siteIndex.ts'
import { isIndexable, pageReferenceOf, type Route } from '../../model/route.ts'

/**
 * Writes sitemap.xml (every indexable page with its hreflang alternates) and robots.txt; checks every page was
 * prerendered, indexable or not, and answers how many pages that is (with the market chooser).
 * A shard build passes its own routes (their alternates still name every market's pages); mergeShards joins the sitemaps.
 */
export function writeSitemap(index: SiteIndex, clientDir: string, routes: readonly Route[] = index.routes): number {
  // Every URL carries the origin from site.json: `markup` escapes each value, so none can break the XML.
  const entries = [markup`<url><loc>${linkToMarketChooser(index.links, { absolute: true })}</loc></url>`]
  const absolute = (target: Route) => linkTo({ ...target, slug: target.page.value.slug }, index.links, { absolute: true })
  // Every route of a page lists the same alternates: written once per page and brand.
  const alternatesXml = new Map<string, ReturnType<typeof markup>[]>()
  const alternatesOfPage = (route: Route) => {
    const reference = `${pageReferenceOf(route)}\u0000${index.markets.get(route.market)?.value.brandName ?? ''}`
    let xml = alternatesXml.get(reference)
    if (xml === undefined) {
      xml = hreflangAlternatesOf(index, route).map(
        (target) =>
          markup`<xhtml:link rel="alternate" hreflang="${target.language}-${target.country.toUpperCase()}" href="${absolute(target)}"/>`,
      )
      alternatesXml.set(reference, xml)
    }
    return xml
  }
  for (const route of routes) {
    const file = join(clientDir, route.path, 'index.html')
    if (!existsSync(file)) throw new EngineBug(`Prerendering did not write ${route.path} (expected ${file}).`)
    // A noindex page (page "indexable": false) in the sitemap would ask search engines to crawl what it tells them to drop.
    if (isIndexable(route)) entries.push(markup`<url><loc>${absolute(route)}</loc>${alternatesOfPage(route)}</url>`)
  }
  writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(entries.map(String)))
  // robots.txt is read line by line: encodeURI turns a line break or space in the origin into %0A, %20, never a new rule.
  writeFileSync(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${encodeURI(`${index.links.origin}/sitemap.xml`)}\n`)
  return routes.length + 1
}

/** The sitemap document around its `<url>` entries (each already escaped, one per line). */
export function sitemapXml(entries: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
}
