import { blockRegistry } from '../server/blockRegistry.ts'
import { getSite } from '../server/siteState.ts'
import { routeAt } from '../node/buildSiteIndex.ts'
import { resolveLayoutName } from '../shared/layoutNames.ts'

/** Whether the page at this path has an interactive block, counting the blocks its layout adds. */
export function routeHasIslands(pathname: string): boolean | undefined {
  const site = getSite()
  const route = routeAt(site, pathname)
  if (!route) return undefined
  const layout = site.project.layouts.get(resolveLayoutName(route.page.value.layout))!.data
  const blocks = [...(layout.before ?? []), ...route.page.value.blocks, ...(layout.after ?? [])]
  return blocks.some((block) => blockRegistry.get(block.type)?.interactive)
}
