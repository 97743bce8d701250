/** Where the 404 pages live in a build, for the renderer, the build and the servers alike. */

/** The slug of each market language's own 404 page: /de-de/404/ (a static host answers unknown /de-de/… paths with it). */
export const NOT_FOUND_SLUG = '404'
/**
 * The file a 404 page is built as, at the root and in each market language's folder (/de-de/404.html, not
 * /de-de/404/index.html): Cloudflare Pages answers an unknown path with the nearest 404.html up the folder tree, with
 * status 404, and the page is not a folder's index that a host would answer 200 at /de-de/404/.
 */
export const NOT_FOUND_FILE = '404.html'

/** Whether a path asks for a 404 page by its own URL (/404.html, /de-de/404.html, /de-de/404/, /de-de/404). */
export function isNotFoundPagePath(pathname: string): boolean {
  return new RegExp(`^(/[a-z]{2}-[a-z]{2}(-[a-z0-9]+)?)?/${NOT_FOUND_SLUG}(\\.html|/(index\\.html)?)?$`).test(pathname)
}
