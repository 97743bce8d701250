import { blockRegistry } from './blockRegistry.ts'
import { DocumentsInvalid, getSite } from './siteState.ts'
import type { SiteIndex } from '../node/buildSiteIndex.ts'
import { routeAt } from '../node/buildSiteIndex.ts'
import { notFoundRouteAt } from './notFoundRoutes.ts'
import { resolveLayoutName } from '../shared/layoutNames.ts'

/**
 * Whether the page at this path has an interactive block, counting the blocks its layout adds
 * (undefined: no page here).
 * With invalid documents (dev server only) the static page takes the URL and shows the problems.
 */
export function routeHasIslands(pathname: string): boolean | undefined {
  let site: SiteIndex
  try {
    site = getSite()
  } catch (error) {
    if (error instanceof DocumentsInvalid) return false
    throw error
  }
  const route = routeAt(site, pathname)
  // A market language's 404 page has the chrome and no islands.
  if (!route) return notFoundRouteAt(site, pathname) ? false : undefined
  const layout = site.project.layouts.get(resolveLayoutName(route.page.value.layout))!.data
  const blocks = [...(layout.before ?? []), ...route.page.value.blocks, ...(layout.after ?? [])]
  return blocks.some((block) => blockRegistry.get(block.type)?.interactive)
}
