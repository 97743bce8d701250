import type { EffectiveMarket } from '../model/effectiveMarket.ts'
import type { Route } from '../model/route.ts'
import { pageReferenceOf } from '../model/route.ts'
import { routeAt, type SiteIndex } from '../model/siteIndex.ts'
import { pagePath } from '../shared/linkTo.ts'
import type { LinksByKey, PageLinks } from '../shared/pageLink.ts'
import type { MarketDocument } from '../shared/types/market.gen.ts'
import { resolveChromeHref } from './resolveChromeHref.ts'

export type MarketLinkKey = keyof NonNullable<MarketDocument['links']>
type MarketPathKey = keyof NonNullable<MarketDocument['paths']>

/**
 * The market path (`paths.<key>`) of the page a market link (`links.<key>`) names, where the site can build that
 * page: the two fields name the same thing, so a market that builds the page links to it, not to its old address.
 */
const PATH_OF_LINK: Partial<Record<MarketLinkKey, MarketPathKey>> = {
  rentCar: 'rentCar',
  rentTruck: 'truckRental',
  share: 'share',
  ride: 'ride',
  plus: 'plus',
  charge: 'charge',
  terms: 'termsConditions',
  privacy: 'privacy',
  imprint: 'imprint',
  contacts: 'contacts',
  rentalInformation: 'rentalInformation',
  protection: 'protection',
  loyalty: 'loyaltyCards',
  partners: 'partners',
  faq: 'faq',
}

/**
 * The page this market language builds for a market path, if it builds one: a page document placed at that path
 * ("marketPath", whatever slug the market gives it: the truck page at slugs.truck), else a page at the path itself
 * (a page with a fixed slug, such as the ride page at /ride).
 */
function builtPageAt(
  site: SiteIndex,
  route: Pick<Route, 'market' | 'language' | 'country' | 'prefix'>,
  pathKey: MarketPathKey,
  links: PageLinks,
) {
  const market = site.markets.get(route.market)?.value
  const path = market?.paths?.[pathKey]
  if (!path?.startsWith('/')) return undefined
  for (const [pageId, document] of site.project.pages) {
    const href = document.data.marketPath === pathKey ? (links as LinksByKey)[`page:${pageId}`] : undefined
    if (href && !href.startsWith('https://')) return href
  }
  const prefix = route.prefix ?? `${route.language}-${route.country}`
  const slug = path
    .split('/')
    .filter((segment) => segment !== '' && segment !== prefix)
    .join('/')
  const built = routeAt(site, pagePath({ language: route.language, country: route.country, prefix: route.prefix, slug }))
  return built && built.market === route.market && built.language === route.language
    ? (links as LinksByKey)[pageReferenceOf(built)]
    : undefined
}

/**
 * Where a market link (`links.share`, `links.ride`, …) leads for this market language: the page the site builds for
 * it where there is one (a market document may still name the product's old address, https://de.example.com/share,
 * while /de-de/share/ is built), else the link as the chrome resolves it; undefined where the market does not offer it.
 */
export function marketLinkHref(
  site: SiteIndex,
  route: Pick<Route, 'market' | 'language' | 'country' | 'prefix'>,
  market: Pick<EffectiveMarket, 'links'>,
  key: MarketLinkKey,
  links: PageLinks,
): string | undefined {
  const url = market.links?.[key]
  if (!url) return undefined
  const pathKey = PATH_OF_LINK[key]
  return (pathKey && builtPageAt(site, route, pathKey, links)) || resolveChromeHref(url, links, route)
}

/**
 * A national domain's full URL for a page (SPEC §2: "other domains use full URLs", https://ch.example.com/faq/) as
 * this market language's own page, when the site builds a page at that path there: it is the same page. Anything
 * else stays as it is.
 */
export function domainUrlHref(
  site: SiteIndex,
  route: Pick<Route, 'market' | 'language' | 'country' | 'prefix'>,
  url: string,
  links: PageLinks,
): string {
  if (!url.startsWith('https://')) return url
  const slug = new URL(url).pathname.replace(/^\/+|\/+$/g, '')
  if (!slug) return url
  const built = routeAt(site, pagePath({ language: route.language, country: route.country, prefix: route.prefix, slug }))
  const href =
    built && built.market === route.market && built.language === route.language ? (links as LinksByKey)[pageReferenceOf(built)] : undefined
  return href ?? url
}
