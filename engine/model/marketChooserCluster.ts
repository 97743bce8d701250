import { isIndexable, type Route } from './route.ts'
import type { SiteIndex } from './siteIndex.ts'

/** A market's home page: the page at the market's root (slug ""), not a page generated from data. */
export function isMarketHome(route: Pick<Route, 'page' | 'item'>): boolean {
  return route.page.value.slug === '' && route.item === undefined
}

/**
 * The hreflang set the market chooser ("/") is x-default for: the main brand's indexable market homes. Only these
 * pages name "/" as x-default, and "/" names each of them back, so pages, "/" and the sitemap say the same. A help
 * article has no x-default: "/" is not an article in another language, and it could not name every page back.
 * A partner brand's homes are another site's (market "brandName") and are left out.
 */
export function marketChooserCluster(index: SiteIndex): Route[] {
  return index.routes.filter((route) => isMarketHome(route) && isIndexable(route) && !index.markets.get(route.market)?.value.brandName)
}

/** Whether a route names the market chooser as its hreflang="x-default". */
export function hasMarketChooserAsXDefault(index: SiteIndex, route: Route): boolean {
  return isMarketHome(route) && isIndexable(route) && !index.markets.get(route.market)?.value.brandName
}
