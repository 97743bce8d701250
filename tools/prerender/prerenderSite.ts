/**
 * Prerenders the built site in several processes at once: rendering is synchronous JavaScript, so one process
 * uses one core. Each process writes its slice of the pages (writePages.ts); the build's own process renders
 * slice 0 (its site is prepared already), which has the pages a build has once.
 * Each other slice runs tools/prerender/prerenderSlice.ts, started while Vite still builds the bundles: it gets the
 * data stage's recorded answers over IPC, validates and loads the same data, and waits for the word to prerender.
 * One process: all pages in the build's own process, nothing started.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { EngineBug } from '../../engine/shared/assert.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import type { SiteIndex } from '../../engine/model/siteIndex.ts'
import { createBuildPageAssets, type BuildPageAssets } from '../../engine/node/assets/buildPageAssets.ts'
import { contentWidthCss } from '../../engine/theme/contentWidthCss.ts'
import type { ReadySite } from '../../engine/server/preparedSite.ts'
import type { PrerenderHandoff, SliceMessage } from './handoff.ts'
import type { Shard } from './pagesOfBuild.ts'
import { writeSitePages } from './writePages.ts'

const SLICE_SCRIPT = fromRepo('tools/prerender/prerenderSlice.ts')
/**
 * Rendering thousands of pages allocates short-lived objects fast: a larger young generation than V8's default
 * halves the time spent collecting them. `npm run build` starts its own process with the same flag (package.json).
 */
export const PRERENDER_NODE_FLAGS = ['--max-semi-space-size=64']

export interface PrerenderProcesses {
  /** Once Vite built the bundles: every process writes its slice of the pages, but those of `reuse`. */
  prerender(prepared: ReadySite, shard: Shard, reuse: ReadonlySet<string>): Promise<void>
  /** The build stopped before prerendering: the other processes end. */
  stop(): void
}

interface Slice {
  child: ChildProcess
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/** Starts the other prerender processes, which write into the build folder `staging` (relative to the repository). */
export function startPrerenderProcesses(processes: number, staging: string, handoff: PrerenderHandoff): PrerenderProcesses {
  const slices = Array.from({ length: Math.max(0, processes - 1) }, (_, i) => startSlice(i + 1, processes, staging, handoff))
  return {
    stop: () => {
      for (const { child } of slices) child.kill()
    },
    async prerender(prepared, shard, reuse) {
      const assets = pageAssetsFor(staging, prepared.site)
      const slice = processes > 1 ? { index: 0, count: processes } : undefined
      for (const { child } of slices) child.send({ kind: 'prerender', reuse: [...reuse] } satisfies SliceMessage)
      const [own, ...theirs] = await Promise.allSettled([
        writeSitePages({ buildDir: staging, prepared, shard, slice, assets, reuse }),
        ...slices.map(({ exited }) => exited),
      ])
      if (own.status === 'rejected') {
        for (const { child } of slices) child.kill()
        throw own.reason
      }
      theirs.forEach((outcome, i) => {
        const exit = outcome.status === 'fulfilled' ? outcome.value : { code: null, signal: null }
        if (exit.code !== 0)
          throw new EngineBug(
            `prerender process ${i + 2} of ${processes} stopped (${exit.signal ?? `exit code ${exit.code}`}); its messages are above`,
          )
      })
      // Every process wrote the bundles its pages link: the per-module files can go.
      assets.removeModuleStylesheets()
    },
  }
}

function startSlice(index: number, count: number, staging: string, handoff: PrerenderHandoff): Slice {
  const child = spawn(
    process.execPath,
    [...PRERENDER_NODE_FLAGS, '--import', 'tsx', SLICE_SCRIPT, '--index', String(index), '--count', String(count), '--build-dir', staging],
    {
      cwd: fromRepo('.'),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: process.env,
    },
  )
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('error', () => resolve({ code: null, signal: null }))
    child.on('exit', (code, signal) => resolve({ code, signal }))
  })
  child.send({ kind: 'handoff', handoff } satisfies SliceMessage)
  return { child, exited }
}

/** The assets of a build's pages, with the chrome rules the documents ask for (the layouts' content widths). */
export function pageAssetsFor(staging: string, site: SiteIndex): BuildPageAssets {
  return createBuildPageAssets(fromRepo(staging), {
    chromeCss: contentWidthCss([...site.project.layouts.values()].flatMap((layout) => layout.data.maxContentWidth ?? [])),
  })
}
