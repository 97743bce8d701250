import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { linkTo, linkToMarketChooser } from '../shared/linkTo.ts'
import { EngineBug } from '../shared/assert.ts'
import { alternatesOf, type SiteIndex } from './buildSiteIndex.ts'

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/** Writes sitemap.xml (every page with its hreflang alternates) and robots.txt; checks every page was prerendered. */
export function writeSitemap(index: SiteIndex, clientDir: string): number {
  const entries: string[] = [`<url><loc>${escapeXml(linkToMarketChooser(index.links, { absolute: true }))}</loc></url>`]
  for (const route of index.routes) {
    const file = join(clientDir, route.path, 'index.html')
    if (!existsSync(file)) throw new EngineBug(`Prerendering did not write ${route.path} (expected ${file}).`)
    const absolute = (target: typeof route) => linkTo({ ...target, slug: target.page.value.slug }, index.links, { absolute: true })
    const alternates = alternatesOf(index, route.pageId)
      .map((target) => `<xhtml:link rel="alternate" hreflang="${target.language}-${target.country.toUpperCase()}" href="${escapeXml(absolute(target))}"/>`)
      .join('')
    entries.push(`<url><loc>${escapeXml(absolute(route))}</loc>${alternates}</url>`)
  }
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
  writeFileSync(join(clientDir, 'sitemap.xml'), sitemap)
  writeFileSync(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${index.links.origin}/sitemap.xml\n`)
  return index.routes.length + 1
}
