import type { PageContextServer } from 'vike/types'
import { routeHasIslands } from '../../server/routeHasIslands.ts'

// https://vike.dev/route-function: pages whose blocks are all static; they load only the chrome script (no React).
export default (pageContext: PageContextServer) => routeHasIslands(pageContext.urlPathname) === false
