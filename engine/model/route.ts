import type { RouteItem } from '../shared/data/defineBlockData.ts'
import { pageLinkKey } from '../shared/pageLink.ts'
import type { EffectivePage } from './effectivePage.ts'
import type { Tracked } from './tracked.ts'

/** One prerendered URL: a page in one market and language. */
export interface Route {
  path: string
  market: string
  language: string
  locale: string
  country: string
  /** The market's own URL prefix (market "pathPrefix"), where it has one. */
  prefix?: string
  pageId: string
  page: Tracked<EffectivePage>
  /** A page generated from data ("generate" in its document): the item it shows. */
  item?: RouteItem
  /** A generated page: the route source's module and the repository files its data comes from (RouteSource.contentFiles). */
  contentFiles?: string[]
}

/**
 * Whether search engines may list the route's page (page "indexable", default true). Page-level only, so every route
 * of a page answers the same: a noindex page is left out of sitemap.xml and of every page's hreflang alternates.
 */
export function isIndexable(route: Pick<Route, 'page'>): boolean {
  return route.page.value.indexable !== false
}

/** "page:<id>" for a page, "page:<id>/<item key>" for one generated from data: its key in links maps and indexes. */
export function pageReferenceOf(route: Pick<Route, 'pageId' | 'item'>): string {
  return pageLinkKey(route.pageId, route.item?.key)
}
