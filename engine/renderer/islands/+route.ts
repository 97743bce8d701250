import type { PageContextServer } from 'vike/types'
import { routeHasIslands } from '../../server/routeHasIslands.ts'

// https://vike.dev/route-function: pages with at least one interactive block.
export default (pageContext: PageContextServer) => routeHasIslands(pageContext.urlPathname) === true
