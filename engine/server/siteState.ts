import { EngineBug, UsageError } from '../shared/assert.ts'
import { formatProblem, type Problem } from '../shared/problem.ts'
import type { Block } from '../shared/types/page.gen.ts'
import type { Route, SiteIndex } from '../node/buildSiteIndex.ts'
import type { BlockDataByRoute } from '../node/data/runDataStage.ts'
import { notFoundPaths } from './notFoundRoutes.ts'

/** Thrown while rendering when the documents do not validate or their data did not load; the dev server shows its problems. */
export class DocumentsInvalid extends UsageError {
  constructor(readonly problems: Problem[]) {
    super(
      `The documents have errors:\n${problems
        .filter((p) => p.severity === 'error')
        .map(formatProblem)
        .join('\n')}`,
    )
  }
}

/** The validated site with its data, as the build (tools/build.ts) or the dev server (tools/vite/documentsPlugin.ts) prepared it. */
export type PreparedSite =
  | { site: SiteIndex; blockData: BlockDataByRoute; shard?: ReadonlySet<string>; slice?: PrerenderSlice }
  | { problems: Problem[] }

/**
 * One of `count` processes that prerender a build side by side (tools/prerender): this one writes the pages
 * whose URL hashes to `index` (0-based), a like mix of page kinds in each; slice 0 also writes the pages a build
 * has once (the market chooser, the 500 page).
 */
export interface PrerenderSlice {
  index: number
  count: number
}

/**
 * Handed over on globalThis: Vike prerenders in the same process as tools/build.ts but through its own
 * bundle of these modules, so a module variable would not be shared. Validation and data load run once per build.
 */
const state = globalThis as typeof globalThis & { __preparedSite?: PreparedSite }

export function setPreparedSite(prepared: PreparedSite): void {
  state.__preparedSite = prepared
}

function prepared(): { site: SiteIndex; blockData: BlockDataByRoute; shard?: ReadonlySet<string>; slice?: PrerenderSlice } {
  const current = state.__preparedSite
  if (!current) throw new EngineBug('The site was rendered before the data stage ran: render through `npm run build` or `npm run dev`.')
  if ('problems' in current) throw new DocumentsInvalid(current.problems)
  return current
}

/** The validated site with its generated routes. */
export function getSite(): SiteIndex {
  return prepared().site
}

/** What the data stage loaded for the blocks of one route. */
export function blockDataOf(route: Route): ReadonlyMap<Block, unknown> {
  return prepared().blockData.get(route.path) ?? new Map()
}

/**
 * The routes this build prerenders: every route, or those of the markets of one shard (`npm run build --
 * --markets de,at`). The index keeps every market's routes, so alternates and links to other markets stay
 * what a whole build writes.
 */
export function routesToPrerender(): Route[] {
  const { site, shard } = prepared()
  return shard ? site.routes.filter((route) => shard.has(route.market)) : site.routes
}

/** The market pages of this build: every route's page and every market language's 404 page. */
export function marketPageUrls(): string[] {
  const routes = routesToPrerender()
  return [...routes.map((route) => route.path), ...notFoundPaths(routes)]
}

/** The market pages this process prerenders: its slice of them. */
export function pageUrlsToPrerender(): string[] {
  return sliceToPrerender(marketPageUrls())
}

/** The file of a prerendered URL (trailing slashes: "/de-de/x/" → "de-de/x/index.html"), relative to client/. */
export function prerenderedFileOf(url: string): string {
  return `${url.replace(/^\//, '')}index.html`
}

/** Whether this process writes the pages a build has once: the market chooser, 404.html, 500.html (slice 0 does). */
export function prerendersSharedPages(): boolean {
  return (prepared().slice?.index ?? 0) === 0
}

/**
 * This process's part of the URLs to prerender (all of them without slices), chosen by a hash of the URL: the
 * processes list their routes in different orders (route sources answer in any order), so a position would not do.
 */
export function sliceToPrerender(urls: readonly string[]): string[] {
  const { slice } = prepared()
  return slice ? urls.filter((url) => sliceOf(url, slice.count) === slice.index) : [...urls]
}

/** FNV-1a over the URL's UTF-16 code units, modulo `count`. */
export function sliceOf(url: string, count: number): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < url.length; i++) hash = Math.imul(hash ^ url.charCodeAt(i), 0x01000193)
  return (hash >>> 0) % count
}
