// Protects link resolution on the real site after the route lookups became indexes (linear instead of one scan
// of every route per route): alternates, page links, language switcher, 404 routes and the sitemap give exactly
// what the former scans over `routes` gave. The scans below are those former implementations, kept as the reference.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createRenderModel } from '../../server/createRenderModel.ts'
import { notFoundPaths, notFoundRouteAt } from '../../server/notFoundRoutes.ts'
import { resolveHref } from '../../shared/PageEnv.tsx'
import { linkTo, linkToMarketChooser } from '../../shared/linkTo.ts'
import { alternatesOf, pageLinksFor, routeOf, routesOf, type SiteIndex } from '../../model/siteIndex.ts'
import type { Route } from '../../model/route.ts'
import { validateProject } from '../validate/validateProject.ts'
import { sitemapUrlEntries } from '../output/sitemapDocuments.ts'
import { writeSitemap } from '../output/writeSitemap.ts'
import { isPage } from '../../shared/pageLink.ts'

const site = validateProject().index!

const scanAlternates = (index: SiteIndex, pageId: string) => index.routes.filter((route) => route.pageId === pageId)
/** A page with "indexable": false is in no sitemap and nobody's hreflang alternate (nor has any). */
const scanIndexable = (route: Route) => route.page.value.indexable !== false

function scanPageLinks(index: SiteIndex, market: string, language: string): Record<string, string> {
  const links: Record<string, string> = { ...index.externalLinks.get(market) }
  for (const route of index.routes) {
    if (route.market !== market || route.language !== language) continue
    links[`page:${route.pageId}`] = linkTo({ ...route, slug: route.page.value.slug }, index.links, { fromMarket: market })
  }
  return links
}

function scanLanguageLinks(index: SiteIndex, route: Route) {
  const entries = index.markets.get(route.market)!.value.languageSwitcher
  const sameMarket = index.routes.filter((target) => target.market === route.market)
  const hrefOf = (target: Route) => linkTo({ ...target, slug: target.page.value.slug }, index.links, { fromMarket: route.market })
  const switcher =
    entries ??
    scanAlternates(index, route.pageId)
      .filter((t) => t.market === route.market)
      .map((t) => ({ value: t.language, translationKey: `languages.${t.language}`, redirectLink: undefined }))
  return switcher.flatMap((entry) => {
    const target =
      sameMarket.find((t) => t.pageId === route.pageId && t.language === entry.value) ??
      sameMarket.find((t) => isPage(t, 'start') && t.language === entry.value)
    const redirect = entry.redirectLink
      ? resolveHref(entry.redirectLink, { links: scanPageLinks(index, route.market, entry.value) })
      : undefined
    const href = redirect ?? (target ? hrefOf(target) : undefined)
    return href ? [{ language: entry.value, labelKey: entry.translationKey, href, current: entry.value === route.language }] : []
  })
}

function scanNotFoundRoute(index: SiteIndex, pathname: string): Route | undefined {
  // The market language's prefix: /de-de/, or a market's own such as /de-de-zentrovo/.
  const prefix = pathname.replace(/404\/?$/, '')
  const routes = index.routes.filter((route) => route.path.startsWith(prefix))
  return routes.find((route) => isPage(route, 'start')) ?? routes[0]
}

function scanSitemapEntries(index: SiteIndex): string[] {
  const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
  const absolute = (target: Route) => linkTo({ ...target, slug: target.page.value.slug }, index.links, { absolute: true })
  const hreflang = (target: Route) =>
    `<xhtml:link rel="alternate" hreflang="${target.language}-${target.country.toUpperCase()}" href="${escapeXml(absolute(target))}"/>`
  const chooser = escapeXml(linkToMarketChooser(index.links, { absolute: true }))
  const xDefault = `<xhtml:link rel="alternate" hreflang="x-default" href="${chooser}"/>`
  const brandOf = (market: string) => index.markets.get(market)!.value.brandName
  // The market chooser is x-default of the main brand's market homes, and names them back.
  const isMainHome = (route: Route) => route.pageId === 'start' && !route.item && scanIndexable(route) && !brandOf(route.market)
  return [
    `<url><loc>${chooser}</loc>${index.routes.filter(isMainHome).map(hreflang).join('')}${xDefault}</url>`,
    ...index.routes.filter(scanIndexable).map((route) => {
      const alternates = scanAlternates(index, route.pageId)
        .filter((target) => scanIndexable(target) && brandOf(target.market) === brandOf(route.market))
        .map(hreflang)
        .join('')
      return `<url><loc>${escapeXml(absolute(route))}</loc>${alternates}${isMainHome(route) ? xDefault : ''}</url>`
    }),
  ]
}

const marketLanguages = [...new Map(site.routes.map((route) => [`${route.market}/${route.language}`, route])).values()]

describe('site index lookups on the real site', () => {
  it('has enough routes, pages and market languages to mean something', () => {
    expect(site.routes.length).toBeGreaterThan(200)
    expect(new Set(site.routes.map((route) => route.pageId)).size).toBeGreaterThan(5)
    expect(marketLanguages.length).toBeGreaterThan(40)
  })

  it('alternatesOf gives every page the routes a scan finds, in the same order', () => {
    for (const pageId of new Set(site.routes.map((route) => route.pageId)))
      expect(alternatesOf(site, { pageId })).toEqual(scanAlternates(site, pageId))
    expect(alternatesOf(site, { pageId: 'no-such-page' })).toEqual([])
  })

  it('pageLinksFor gives every market language the links a scan finds', () => {
    for (const { market, language } of marketLanguages)
      expect(pageLinksFor(site, market, language)).toEqual(scanPageLinks(site, market, language))
    expect(pageLinksFor(site, 'no-such-market', 'de')).toEqual({})
  })

  it('pageLinksFor answers each market language once, and the shared answer cannot be changed by one page', () => {
    const { market, language } = marketLanguages[0]
    const links = pageLinksFor(site, market, language)
    expect(pageLinksFor(site, market, language)).toBe(links)
    expect(() => {
      links['page:start'] = 'changed'
    }).toThrow(TypeError)
  })

  it('routesOf and routeOf find what a scan finds', () => {
    for (const { market, language } of marketLanguages) {
      const scanned = site.routes.filter((route) => route.market === market && route.language === language)
      expect(routesOf(site, market, language)).toEqual(scanned)
      for (const route of scanned)
        expect(routeOf(site, market, language, route)).toBe(scanned.find((other) => other.pageId === route.pageId))
    }
    expect(routeOf(site, 'de', 'de', { pageId: 'no-such-page' })).toBeUndefined()
  })

  it('every route gets the language switcher and alternates a scan gives', () => {
    for (const route of site.routes) {
      const model = createRenderModel(site, route)
      expect(model.languageLinks, route.path).toEqual(scanLanguageLinks(site, route))
      const brandOf = (market: string) => site.markets.get(market)!.value.brandName
      const sameBrand = scanAlternates(site, route.pageId).filter((t) => scanIndexable(t) && brandOf(t.market) === brandOf(route.market))
      expect(
        model.alternates.map((alternate) => alternate.hreflang),
        route.path,
      ).toEqual(sameBrand.map((t) => `${t.language}-${t.country.toUpperCase()}`))
    }
  })

  it('every 404 page gets the route a scan gives', () => {
    const paths = notFoundPaths(site.routes)
    expect(paths.length).toBe(marketLanguages.length)
    for (const path of paths) expect(notFoundRouteAt(site, path), path).toBe(scanNotFoundRoute(site, path))
    expect(notFoundRouteAt(site, '/xx-xx/404/')).toBeUndefined()
  })

  describe('sitemap', () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'sitemap-'))
    afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

    it('lists every route with the alternates a scan gives', () => {
      for (const route of site.routes) {
        mkdirSync(join(clientDir, route.path), { recursive: true })
        writeFileSync(join(clientDir, route.path, 'index.html'), '')
      }
      expect(writeSitemap(site, clientDir)).toBe(site.routes.length + 1)
      expect(sitemapUrlEntries(clientDir).sort()).toEqual(scanSitemapEntries(site).sort())
    })
  })
})
