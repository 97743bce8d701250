import { routesOf, type SiteIndex } from '../model/siteIndex.ts'
import type { Route } from '../model/route.ts'
import { pagePath } from '../shared/linkTo.ts'
import { isPage } from '../shared/pageLink.ts'
import { NOT_FOUND_SLUG } from '../shared/notFoundPage.ts'

export { NOT_FOUND_SLUG }

/** The 404 path of every market language these routes belong to. */
export function notFoundPaths(routes: readonly Route[]): string[] {
  return [
    ...new Set(
      routes.map((route) => pagePath({ language: route.language, country: route.country, prefix: route.prefix, slug: NOT_FOUND_SLUG })),
    ),
  ]
}

/**
 * The market language whose 404 page answers this path, as the route of its start page (for chrome and texts): its
 * own 404 page (/de-de/404/), or any path under its prefix that is no page (/de-de/no-such-page/), as a static host
 * and `npm run serve` answer it.
 */
export function notFoundRouteAt(site: SiteIndex, pathname: string): Route | undefined {
  const match = /^\/(([a-z]{2})-([a-z]{2})(?:-[a-z0-9]+)?)\//.exec(pathname)
  if (!match) return undefined
  const [, prefix, language, country] = match
  // Through the markets of that country (a handful), not every route; a market with its own prefix answers only that one.
  const markets = [...site.markets.values()]
    .filter(
      (market) => market.value.countryAlpha2.toLowerCase() === country && (market.value.pathPrefix ?? `${language}-${country}`) === prefix,
    )
    .map((market) => market.value.code)
  const routes = markets.flatMap((market) => routesOf(site, market, language))
  return routes.find((route) => isPage(route, 'start')) ?? routes[0]
}
