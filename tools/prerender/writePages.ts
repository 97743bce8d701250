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
import { marketPageUrls, pageUrlsToPrerender, prerenderedFileOf, prerendersSharedPages } from '../../engine/server/siteState.ts'
import type * as PrerenderEntry from '../../engine/server/prerenderEntry.ts'
import { PRERENDER_ENTRY } from './prerenderEntryName.ts'

type PrerenderRenderer = typeof PrerenderEntry

/** The pages a build has once, which slice 0 writes: their files (relative to client/) and how each is rendered. */
const SHARED_PAGES: { file: string; render: (renderer: PrerenderRenderer) => PrerenderEntry.PageHtml }[] = [
  { file: prerenderedFileOf('/'), render: (renderer) => renderer.renderPageHtml('/') },
  { file: '404.html', render: (renderer) => renderer.renderStatusPage(404) },
  { file: SERVER_ERROR_FILE, render: (renderer) => renderer.renderStatusPage(500) },
]

/** Every page file of this build (relative to client/), whichever process writes it. */
export function builtPageFiles(): string[] {
  return [...marketPageUrls().map(prerenderedFileOf), ...SHARED_PAGES.map((page) => page.file)]
}

/** Writes this process's pages into the build folder's client/; answers how many. */
export async function writeSitePages(buildDir: string, finisher: PageFinisher): Promise<number> {
  const renderer = (await import(pathToFileURL(fromRepo(join(buildDir, 'server', `${PRERENDER_ENTRY}.mjs`))).href)) as PrerenderRenderer
  const clientDir = fromRepo(join(buildDir, 'client'))
  const pages = [
    ...pageUrlsToPrerender().map((url) => ({ file: prerenderedFileOf(url), render: () => renderer.renderPageHtml(url) })),
    ...(prerendersSharedPages() ? SHARED_PAGES.map((page) => ({ file: page.file, render: () => page.render(renderer) })) : []),
  ]
  const folders = new Set<string>()
  for (const page of pages) {
    const file = join(clientDir, page.file)
    const folder = dirname(file)
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true })
      folders.add(folder)
    }
    writeWithVariants(file, finisher.assemble(page.render()))
  }
  return pages.length
}
