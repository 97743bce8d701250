/**
 * The pages of a build, written without Vike's per-page pipeline: each prerender process (prerenderSite.ts)
 * renders its slice of the market pages, and slice 0 the pages a build has once (the market chooser, 404.html and
 * 500.html), through the server bundle's prerender entry (engine/server/prerenderEntry.ts, the renderer Vite
 * built). Each page gets its stylesheets, script and module preloads in memory (finishPages.ts `assemble`) and is
 * written once, with its brotli and gzip variants beside it (the build compresses every other file after).
 */
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import type { PageFinisher } from '../../engine/node/finishPages.ts'
import { writeWithVariants } from '../../engine/node/delivery/compressSite.ts'
import { SERVER_ERROR_FILE } from '../../engine/server/serverErrorPage.ts'
import { pageUrlsToPrerender, prerenderedFileOf, prerendersSharedPages } from '../../engine/server/siteState.ts'
import type * as PrerenderEntry from '../../engine/server/prerenderEntry.ts'
import { PRERENDER_ENTRY } from './prerenderEntryName.ts'

/** The files (relative to client/) of the pages a build has once, which no market page replaces. */
export const SHARED_PAGE_FILES = [prerenderedFileOf('/'), '404.html', SERVER_ERROR_FILE]

/** Writes this process's pages into the build folder's client/; answers how many. */
export async function writeSitePages(buildDir: string, finisher: PageFinisher): Promise<number> {
  const { renderPageHtml, renderStatusPage } = (await import(pathToFileURL(fromRepo(join(buildDir, 'server', `${PRERENDER_ENTRY}.mjs`))).href)) as typeof PrerenderEntry
  const clientDir = fromRepo(join(buildDir, 'client'))
  const pages: [file: string, render: () => PrerenderEntry.PageHtml][] = pageUrlsToPrerender().map((url) => [prerenderedFileOf(url), () => renderPageHtml(url)])
  if (prerendersSharedPages()) pages.push([SHARED_PAGE_FILES[0], () => renderPageHtml('/')], [SHARED_PAGE_FILES[1], () => renderStatusPage(404)], [SHARED_PAGE_FILES[2], () => renderStatusPage(500)])
  const folders = new Set<string>()
  for (const [relative, render] of pages) {
    const file = join(clientDir, relative)
    const folder = dirname(file)
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true })
      folders.add(folder)
    }
    writeWithVariants(file, finisher.assemble(render()))
  }
  return pages.length
}
