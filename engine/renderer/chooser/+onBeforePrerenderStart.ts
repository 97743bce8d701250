import { notFoundPaths } from '../../server/notFoundRoutes.ts'
import { routesToPrerender } from '../../server/siteState.ts'

// https://vike.dev/onBeforePrerenderStart: every page of every market and language (or of one shard's markets), the chooser, and each market language's 404 page.
export function onBeforePrerenderStart(): string[] {
  const routes = routesToPrerender()
  return ['/', ...routes.map((route) => route.path), ...notFoundPaths(routes)]
}
