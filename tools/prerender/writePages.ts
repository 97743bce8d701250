/**
 * The market pages of a build, written without Vike's per-page pipeline: each prerender process (prerenderSite.ts)
 * renders its slice through the server bundle's prerender entry (engine/server/prerenderEntry.ts, the renderer Vite
 * built), gives each page its stylesheets, script and module preloads in memory (finishPages.ts `assemble`) and
 * writes it once, with its brotli and gzip variants beside it (the build compresses every other file after). Vike's prerender keeps the pages a build has once (the market chooser, 404.html, the 500 page).
 */
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import type { PageFinisher } from '../../engine/node/finishPages.ts'
import { writeWithVariants } from '../../engine/node/delivery/compressSite.ts'
import { pageUrlsToPrerender, prerenderedFileOf } from '../../engine/server/siteState.ts'
import type * as PrerenderEntry from '../../engine/server/prerenderEntry.ts'
import { PRERENDER_ENTRY } from './prerenderEntryName.ts'

/** Writes this process's market pages into the build folder's client/; answers how many. */
export async function writeMarketPages(buildDir: string, finisher: PageFinisher): Promise<number> {
  const { renderPageHtml } = (await import(pathToFileURL(fromRepo(join(buildDir, 'server', `${PRERENDER_ENTRY}.mjs`))).href)) as typeof PrerenderEntry
  const clientDir = fromRepo(join(buildDir, 'client'))
  const folders = new Set<string>()
  const urls = pageUrlsToPrerender()
  for (const url of urls) {
    const file = join(clientDir, prerenderedFileOf(url))
    const folder = dirname(file)
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true })
      folders.add(folder)
    }
    writeWithVariants(file, finisher.assemble(renderPageHtml(url)))
  }
  return urls.length
}
