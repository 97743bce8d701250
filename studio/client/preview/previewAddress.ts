/**
 * The preview address of a route: its path with the same studio query the explained page's previewUrl carries, so a
 * compared market's frame gets the block markers too without an explain call per market.
 */
import type { ExplainedPage, PageNode, RouteNode } from '../../shared/studioApi.ts'

export function previewAddress(route: RouteNode, explained?: Pick<ExplainedPage, 'path' | 'previewUrl'>): string {
  if (!explained) return route.path
  const query = explained.previewUrl.startsWith(explained.path) ? explained.previewUrl.slice(explained.path.length) : ''
  return `${route.path}${query}`
}

/** The route of a page in a market: the same language when the market has it, else the market's first one. */
export function routeIn(page: PageNode, market: string, language?: string): RouteNode | undefined {
  const routes = page.routes.filter((route) => route.market === market)
  return routes.find((route) => route.language === language) ?? routes[0]
}
