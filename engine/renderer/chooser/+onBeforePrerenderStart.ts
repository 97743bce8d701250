import { notFoundPaths } from '../../server/notFoundRoutes.ts'
import { getSite } from '../../server/siteState.ts'

// https://vike.dev/onBeforePrerenderStart: every page of every market and language, the chooser, and each market language's 404 page.
export function onBeforePrerenderStart(): string[] {
  const site = getSite()
  return ['/', ...site.routes.map((route) => route.path), ...notFoundPaths(site)]
}
