/**
 * The pages of a build: each prerender process (prerenderSite.ts) renders its slice of the market pages, and slice 0
 * the pages a build has once (the market chooser, 404.html and 500.html), through the server bundle's prerender
 * entry (engine/server/prerenderEntry.ts, the renderer Vite built) from the prepared site it is handed. Each page
 * gets its stylesheets, script and module preloads in memory (engine/node/assets/assemblePage.ts) and is written
 * once, with its brotli and gzip variants beside it (the build compresses every other file after).
 */
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { assemblePage, type PageAssets } from '../../engine/node/assets/assemblePage.ts'
import { writeWithVariants } from '../../engine/node/delivery/compressSite.ts'
import type { ReadySite } from '../../engine/server/preparedSite.ts'
import type * as PrerenderEntry from '../../engine/server/prerenderEntry.ts'
import {
  marketPageUrls,
  prerenderedFileOf,
  SHARED_PAGES,
  sliceToPrerender,
  writesSharedPages,
  type PrerenderSlice,
  type Shard,
} from './pagesOfBuild.ts'
import { PRERENDER_ENTRY } from './prerenderEntryName.ts'
import { textReadsRecord, writeTextReads } from '../incremental/textReadsRecord.ts'

/** Pages whose variants are being compressed at once, at most (libuv's four threads, each with the next at hand). */
const PAGES_COMPRESSING = 8

/** What one prerender process writes: the prepared site, the shard's markets and its slice of the pages. */
export interface PrerenderJob {
  buildDir: string
  prepared: ReadySite
  shard: Shard
  slice?: PrerenderSlice
  assets: PageAssets
  /** URLs whose pages an incremental build takes from the last build (tools/incremental): not rendered. */
  reuse?: ReadonlySet<string>
}

/** Writes this process's pages into the build folder's client/; answers how many. */
export async function writeSitePages({ buildDir, prepared, shard, slice, assets, reuse }: PrerenderJob): Promise<number> {
  // React's production build, as Vite sets it when it builds the bundles: a build that reuses them loads no Vite,
  // and React's development build renders the same HTML about twice as slowly.
  process.env.NODE_ENV ??= 'production'
  const renderer = (await import(pathToFileURL(fromRepo(join(buildDir, 'server', `${PRERENDER_ENTRY}.mjs`))).href)) as typeof PrerenderEntry
  const clientDir = fromRepo(join(buildDir, 'client'))
  const textReads = textReadsRecord()
  const pages = [
    ...sliceToPrerender(
      marketPageUrls(prepared.site, shard).filter((url) => !reuse?.has(url)),
      slice,
    ).map((url) => ({
      file: prerenderedFileOf(url),
      render: () => {
        renderer.startTextReads()
        const page = renderer.renderPage(prepared, url)
        textReads.note(url, renderer.stopTextReads())
        return page
      },
    })),
    ...(writesSharedPages(slice)
      ? SHARED_PAGES.map(({ file, page }) => ({
          file,
          render: () => ('url' in page ? renderer.renderPage(prepared, page.url) : renderer.renderStatusPage(page.status)),
        }))
      : []),
  ]
  const folders = new Set<string>()
  // Each page's variants are compressed on libuv's threads while the next pages render; a few at a time, so a slice
  // of thousands of pages does not hold them all in memory.
  const written: Promise<void>[] = []
  const compressing = new Set<Promise<void>>()
  for (const page of pages) {
    const file = join(clientDir, page.file)
    const folder = dirname(file)
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true })
      folders.add(folder)
    }
    const writing = writeWithVariants(clientDir, file, assemblePage(page.render(), assets))
    written.push(writing)
    const settled: Promise<void> = writing.then(
      () => void compressing.delete(settled),
      () => void compressing.delete(settled),
    )
    compressing.add(settled)
    if (compressing.size >= PAGES_COMPRESSING) await Promise.race(compressing)
  }
  // The first failure, if any (every one is handled: `settled` caught them).
  await Promise.all(written)
  writeTextReads(fromRepo(buildDir), slice?.index ?? 0, textReads.record())
  return pages.length
}
