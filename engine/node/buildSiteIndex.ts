import { linkTo, pagePath, type LinkSettings } from '../shared/linkTo.ts'
import type { Project } from './loadProject.ts'
import { originOf, type SourceRef, type Tracked } from './provenance.ts'
import { marketCodes, resolveMarket, type EffectiveMarket } from './resolveMarket.ts'
import { pageAppliesTo, resolvePage, type EffectivePage } from './resolvePage.ts'

/** One prerendered URL: a page in one market and language. */
export interface Route {
  path: string
  market: string
  language: string
  locale: string
  country: string
  pageId: string
  page: Tracked<EffectivePage>
}

export interface SiteIndex {
  project: Project
  links: LinkSettings
  /** Pages a market links to elsewhere (its path is a full URL): "market" → "page:<id>" → URL. */
  externalLinks: Map<string, Record<string, string>>
  markets: Map<string, Tracked<EffectiveMarket>>
  routes: Route[]
  byPath: Map<string, Route>
}

/** Every page of every market and language, with its URL. Expects a project that passed validation. */
export function buildSiteIndex(project: Project): SiteIndex {
  const links: LinkSettings = { origin: project.site!.data.origin, marketOrigins: project.site!.data.marketOrigins }
  const markets = new Map<string, Tracked<EffectiveMarket>>()
  const routes: Route[] = []
  const externalLinks = new Map<string, Record<string, string>>()
  for (const code of marketCodes(project)) {
    const market = resolveMarket(project, code)
    markets.set(code, market)
    externalLinks.set(code, {})
    for (const { language, locale } of market.value.languages) {
      for (const [pageId, document] of project.pages) {
        if (!pageAppliesTo(document.data, code)) continue
        const page = resolvePage(project, pageId, code, language)
        const marketPath = document.data.marketPath ? market.value.paths?.[document.data.marketPath] : undefined
        if (marketPath === '') continue
        if (marketPath?.startsWith('https://')) {
          externalLinks.get(code)![`page:${pageId}`] = marketPath
          continue
        }
        if (marketPath !== undefined) {
          page.value.slug = slugOfMarketPath(marketPath, language, market.value.countryAlpha2)
          page.origins.set('/slug', originOf(market.origins, `/paths/${document.data.marketPath}`)!)
        }
        if (document.data.marketSlug) {
          const decided = marketSlugOf(project, market, document.data.marketSlug)
          if (!decided) continue
          page.value.slug = decided.slug
          if (decided.origin) page.origins.set('/slug', decided.origin)
        }
        const country = market.value.countryAlpha2.toLowerCase()
        const path = pagePath({ language, country, slug: page.value.slug })
        routes.push({ path, market: code, language, locale, country, pageId, page })
      }
    }
  }
  return { project, links, externalLinks, markets, routes, byPath: new Map(routes.map((route) => [route.path, route])) }
}

/**
 * The slug a market gives a page with "marketSlug" (SPEC §2, the 404 page's links): the branch directory
 * at its national domain's branchPath (else its slugs.stationFinder), the fleet at slugs.fleet up to its
 * first placeholder ("flotte/{brand}" → "flotte"). Undefined when the market has none.
 */
export function marketSlugOf(project: Project, market: Tracked<EffectiveMarket>, kind: 'branches' | 'fleet'): { slug: string; origin?: SourceRef } | undefined {
  const trim = (slug: string | undefined) => slug?.split('{')[0].replace(/^\/+|\/+$/g, '') || undefined
  if (kind === 'fleet') {
    const slug = trim(market.value.slugs?.fleet)
    return slug ? { slug, origin: originOf(market.origins, '/slugs/fleet') } : undefined
  }
  const domain = market.value.domain ? project.domains.get(market.value.domain) : undefined
  const branchPath = trim(domain?.data.branchPath)
  if (branchPath) return { slug: branchPath, origin: { source: domain!.source, pointer: '/branchPath' } }
  const slug = trim(market.value.slugs?.stationFinder)
  return slug ? { slug, origin: originOf(market.origins, '/slugs/stationFinder') } : undefined
}

/** A market path such as "/fr-ch/services/" becomes the slug "services": the market prefix is the engine's. */
function slugOfMarketPath(path: string, language: string, country: string): string {
  const prefix = `${language}-${country.toLowerCase()}`
  return path
    .split('/')
    .filter((segment) => segment !== '' && segment !== prefix)
    .join('/')
}

/** The route at a URL path, with or without its trailing slash. */
export function routeAt(index: SiteIndex, pathname: string): Route | undefined {
  return index.byPath.get(pathname.endsWith('/') ? pathname : `${pathname}/`)
}

/** The same page in every language of every market: hreflang alternates. */
export function alternatesOf(index: SiteIndex, pageId: string): Route[] {
  return index.routes.filter((route) => route.pageId === pageId)
}

/** "page:<id>" to URL for one market and language. */
export function pageLinksFor(index: SiteIndex, market: string, language: string): Record<string, string> {
  const links: Record<string, string> = { ...index.externalLinks.get(market) }
  for (const route of index.routes) {
    if (route.market !== market || route.language !== language) continue
    links[`page:${route.pageId}`] = linkTo({ ...route, slug: route.page.value.slug }, index.links, { fromMarket: market })
  }
  return links
}
