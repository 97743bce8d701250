import { linkTo, type LinkSettings } from '../shared/linkTo.ts'
import type { EffectiveMarket } from './effectiveMarket.ts'
import type { Project } from './project.ts'
import { isIndexable, pageReferenceOf, type Route } from './route.ts'
import type { Tracked } from './tracked.ts'

/**
 * Every page of every market and language with its URL, and the indexes the lookups below read. Built from a validated
 * project by engine/node/resolve/buildSiteIndex.ts; the renderer and the build only read it.
 */
export interface SiteIndex {
  project: Project
  links: LinkSettings
  /** Pages a market links to elsewhere (its path is a full URL): "market" → "page:<id>" → URL. */
  externalLinks: Map<string, Record<string, string>>
  markets: Map<string, Tracked<EffectiveMarket>>
  routes: Route[]
  byPath: Map<string, Route>
  /**
   * Pages generated from data, one entry per market language before the data stage runs: the data
   * stage (engine/node/data) turns each into one route per item of its source (withGeneratedRoutes).
   */
  generators: Route[]
  // The indexes below are built once from `routes`, so that resolving links stays linear in the number of routes.
  /** Page link ("page:<id>", or "page:<id>/<item key>" for a generated page) → its routes in every market and language, in route order (hreflang alternates). */
  byPageLink: Map<string, Route[]>
  /** Market language (marketLanguageKey) → its routes, in route order. */
  byMarketLanguage: Map<string, Route[]>
  /** Market language and page link → the first such route. */
  byMarketLanguagePage: Map<string, Route>
  /** pageLinksFor's answer per market language, computed on first use. */
  pageLinks: Map<string, Record<string, string>>
}

/** The index with the data stage's generated routes added and indexed (each path is unique: the data stage checks). */
export function withGeneratedRoutes(index: SiteIndex, generated: Route[]): SiteIndex {
  const routes = [...index.routes, ...generated]
  return { ...index, routes, generators: [], ...indexRoutes(routes) }
}

/** One pass over the routes: the lookups routeAt, alternatesOf, routesOf, routeOf and pageLinksFor use. */
export function indexRoutes(
  routes: Route[],
): Pick<SiteIndex, 'byPath' | 'byPageLink' | 'byMarketLanguage' | 'byMarketLanguagePage' | 'pageLinks'> {
  const byPath = new Map<string, Route>()
  const byPageLink = new Map<string, Route[]>()
  const byMarketLanguage = new Map<string, Route[]>()
  const byMarketLanguagePage = new Map<string, Route>()
  const append = <K>(map: Map<K, Route[]>, key: K, route: Route) => {
    const list = map.get(key)
    if (list) list.push(route)
    else map.set(key, [route])
  }
  for (const route of routes) {
    byPath.set(route.path, route)
    const reference = pageReferenceOf(route)
    append(byPageLink, reference, route)
    append(byMarketLanguage, marketLanguageKey(route.market, route.language), route)
    const pageKey = marketLanguagePageKey(route.market, route.language, reference)
    if (!byMarketLanguagePage.has(pageKey)) byMarketLanguagePage.set(pageKey, route)
  }
  return { byPath, byPageLink, byMarketLanguage, byMarketLanguagePage, pageLinks: new Map() }
}

/** The key of a market language in the indexes ("de" and "de" → "de\u0000de"). */
function marketLanguageKey(market: string, language: string): string {
  return `${market}\u0000${language}`
}

function marketLanguagePageKey(market: string, language: string, reference: string): string {
  return `${marketLanguageKey(market, language)}\u0000${reference}`
}

/** The route at a URL path, with or without its trailing slash. */
export function routeAt(index: SiteIndex, pathname: string): Route | undefined {
  return index.byPath.get(pathname.endsWith('/') ? pathname : `${pathname}/`)
}

/** The same page (for a generated page: the same item) in every language of every market: hreflang alternates (a new array, in route order). */
export function alternatesOf(index: SiteIndex, of: Pick<Route, 'pageId' | 'item'>): Route[] {
  return [...(index.byPageLink.get(pageReferenceOf(of)) ?? [])]
}

/**
 * The hreflang alternates of a route: the same page in the markets of the same brand. A partner brand's site
 * (market "brandName") is another site to search engines, so its pages and the main brand's are not alternates.
 * A page that is not indexable (page "indexable": false) is nobody's alternate, so it has none itself either.
 */
export function hreflangAlternatesOf(index: SiteIndex, route: Pick<Route, 'pageId' | 'item' | 'market'>): Route[] {
  const brandOf = (market: string) => index.markets.get(market)?.value.brandName
  return alternatesOf(index, route).filter((target) => isIndexable(target) && brandOf(target.market) === brandOf(route.market))
}

/** Every route of one market and language (a new array, in route order). */
export function routesOf(index: SiteIndex, market: string, language: string): Route[] {
  return [...(index.byMarketLanguage.get(marketLanguageKey(market, language)) ?? [])]
}

/** A page (for a generated page: one of its items) in one market and language, if the market builds it there. */
export function routeOf(index: SiteIndex, market: string, language: string, of: Pick<Route, 'pageId' | 'item'>): Route | undefined {
  return index.byMarketLanguagePage.get(marketLanguagePageKey(market, language, pageReferenceOf(of)))
}

/** "page:<id>" to URL for one market and language; computed once per market language and frozen, as every page of it shares the answer. */
export function pageLinksFor(index: SiteIndex, market: string, language: string): Record<string, string> {
  const key = marketLanguageKey(market, language)
  const cached = index.pageLinks.get(key)
  if (cached) return cached
  const links: Record<string, string> = { ...index.externalLinks.get(market) }
  for (const route of index.byMarketLanguage.get(key) ?? []) {
    links[pageReferenceOf(route)] = linkTo({ ...route, slug: route.page.value.slug }, index.links, { fromMarket: market })
  }
  index.pageLinks.set(key, Object.freeze(links))
  return links
}
