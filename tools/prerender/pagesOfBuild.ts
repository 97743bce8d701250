/**
 * Which pages a build writes, and which process writes each: every route's page and every market language's 404
 * and 500 pages (or those of one shard's markets), plus the pages a build has once (the market chooser, 404.html, 500.html),
 * which slice 0 writes.
 */
import type { Route } from '../../engine/model/route.ts'
import type { SiteIndex } from '../../engine/model/siteIndex.ts'
import { notFoundPaths } from '../../engine/server/notFoundRoutes.ts'
import { NOT_FOUND_FILE, NOT_FOUND_SLUG } from '../../engine/shared/notFoundPage.ts'
import { SERVER_ERROR_FILE, serverErrorPaths } from '../../engine/server/serverErrorPage.ts'

/** The markets whose pages a build writes; undefined: all of them. */
export type Shard = ReadonlySet<string> | undefined

/**
 * One of `count` processes that prerender a build side by side: this one writes the pages whose URL hashes to
 * `index` (0-based), a like mix of page kinds in each.
 */
export interface PrerenderSlice {
  index: number
  count: number
}

/**
 * The routes this build prerenders: every route, or those of the markets of one shard (`npm run build --
 * --markets de,at`). The index keeps every market's routes, so alternates and links to other markets stay what a
 * whole build writes.
 */
export function routesToPrerender(site: SiteIndex, shard: Shard): Route[] {
  return shard ? site.routes.filter((route) => shard.has(route.market)) : site.routes
}

/** The market pages of this build: every route's page and every market language's 404 and 500 pages. */
export function marketPageUrls(site: SiteIndex, shard: Shard): string[] {
  const routes = routesToPrerender(site, shard)
  return [...routes.map((route) => route.path), ...notFoundPaths(routes), ...serverErrorPaths(routes)]
}

/**
 * The file of a prerendered URL (trailing slashes: "/de-de/x/" → "de-de/x/index.html"), relative to client/; a market
 * language's 404 page is its folder's 404.html ("/de-de/404/" → "de-de/404.html", notFoundRoutes.ts NOT_FOUND_FILE).
 */
export function prerenderedFileOf(url: string): string {
  const path = url.replace(/^\//, '')
  return path.endsWith(`/${NOT_FOUND_SLUG}/`) && path.split('/').length === 3
    ? `${path.slice(0, -`${NOT_FOUND_SLUG}/`.length)}${NOT_FOUND_FILE}`
    : `${path}index.html`
}

/**
 * The pages a build has once, which slice 0 writes: their files (relative to client/) and what renders each. 404.html
 * is what any path outside the market prefixes renders (it lists the markets).
 */
export const SHARED_PAGES: readonly { file: string; page: { url: string } | { status: 404 | 500 } }[] = [
  { file: prerenderedFileOf('/'), page: { url: '/' } },
  { file: '404.html', page: { url: '/404.html' } },
  { file: SERVER_ERROR_FILE, page: { status: 500 } },
]

/** Every page file of this build (relative to client/), whichever process writes it. */
export function builtPageFiles(site: SiteIndex, shard: Shard): string[] {
  return [...marketPageUrls(site, shard).map(prerenderedFileOf), ...SHARED_PAGES.map((page) => page.file)]
}

/**
 * This process's part of the URLs (all of them without a slice), chosen by a hash of the URL: the processes list
 * their routes in different orders (route sources answer in any order), so a position would not do.
 */
export function sliceToPrerender(urls: readonly string[], slice: PrerenderSlice | undefined): string[] {
  return slice ? urls.filter((url) => sliceOf(url, slice.count) === slice.index) : [...urls]
}

/** Whether this process writes the pages a build has once (slice 0 does). */
export function writesSharedPages(slice: PrerenderSlice | undefined): boolean {
  return (slice?.index ?? 0) === 0
}

/** FNV-1a over the URL's UTF-16 code units, modulo `count`. */
export function sliceOf(url: string, count: number): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < url.length; i++) hash = Math.imul(hash ^ url.charCodeAt(i), 0x01000193)
  return (hash >>> 0) % count
}
