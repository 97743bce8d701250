import type { Route } from '../model/route.ts'
import { pagePath } from '../shared/linkTo.ts'

/** Where the dev server shows the 500 page (en-US, no chrome, no script); a build writes it as SERVER_ERROR_FILE. */
export const SERVER_ERROR_PATH = '/500'
/** The file a static host (and tools/serve.ts) answers a failed request outside any market prefix with, status 500. */
export const SERVER_ERROR_FILE = '500.html'
/** The slug of each market language's own 500 page: /de-de/500/ (a host answers a failed /de-de/… request with it). */
export const SERVER_ERROR_SLUG = '500'

/** The 500 path of every market language these routes belong to. */
export function serverErrorPaths(routes: readonly Pick<Route, 'language' | 'country' | 'prefix'>[]): string[] {
  return [
    ...new Set(
      routes.map((route) => pagePath({ language: route.language, country: route.country, prefix: route.prefix, slug: SERVER_ERROR_SLUG })),
    ),
  ]
}

/** Whether a path is a market language's own 500 page (/de-de/500/, /de-de-zentrovo/500/). */
export function isMarketServerErrorPath(pathname: string): boolean {
  return new RegExp(`^/[a-z]{2}-[a-z]{2}(-[a-z0-9]+)?/${SERVER_ERROR_SLUG}/?$`).test(pathname)
}
