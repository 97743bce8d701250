/**
 * Prerenders the built site with Vike's prerender API in several processes at once: rendering is synchronous
 * JavaScript, so one process uses one core. This process renders slice 0 (its site is prepared already); each
 * other slice runs tools/prerender/prerenderSlice.ts on the data stage's recorded answers. One process: all
 * pages here, nothing started.
 */
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { prerender } from 'vike/api'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import type { SiteIndex } from '../../engine/node/buildSiteIndex.ts'
import { createPageFinisher, type PageFinisher } from '../../engine/node/finishPages.ts'
import { contentWidthCss } from '../../engine/theme/contentWidthCss.ts'
import { SERVER_ERROR_PATH } from '../../engine/server/serverErrorPage.ts'
import { pageUrlsToPrerender, prerenderedFileOf, setPreparedSite, type PreparedSite } from '../../engine/server/siteState.ts'
import { writeHandoff, type PrerenderHandoff } from './handoff.ts'

const SLICE_SCRIPT = fromRepo('tools/prerender/prerenderSlice.ts')
/**
 * Rendering thousands of pages allocates short-lived objects fast: a larger young generation than V8's default
 * halves the time spent collecting them. `npm run build` starts its own process with the same flag (package.json).
 */
export const PRERENDER_NODE_FLAGS = ['--max-semi-space-size=64']

export interface PrerenderSiteOptions {
  processes: number
  /** The build's staging folder (relative to the repository, as SITE_OUT_DIR). */
  staging: string
  prepared: Extract<PreparedSite, { site: unknown }>
  handoff: () => Promise<PrerenderHandoff>
}

/** Prerenders every page, then finishes each (bundled stylesheets, module preloads: engine/node/finishPages.ts). */
export async function prerenderSite({ processes, staging, prepared, handoff }: PrerenderSiteOptions): Promise<void> {
  const finisher = pageFinisherFor(staging, prepared.site)
  // Vike writes 404.html in every process (its error page); it is finished once all are done.
  const sharedFiles = ['index.html', `${SERVER_ERROR_PATH.replace(/^\//, '')}/index.html`, '404.html']
  if (processes <= 1) {
    setPreparedSite(prepared)
    await prerender()
    finisher.finish([...pageUrlsToPrerender().map(prerenderedFileOf), ...sharedFiles])
    finisher.removeModuleStylesheets()
    return
  }
  const handoffFile = fromRepo(join(staging, 'prerender-handoff.json'))
  writeHandoff(handoffFile, await handoff())
  try {
    const others = Array.from({ length: processes - 1 }, (_, i) => runSlice(i + 1, processes, handoffFile))
    setPreparedSite({ ...prepared, slice: { index: 0, count: processes } })
    const mine = prerender().then(() => void finisher.finish(pageUrlsToPrerender().map(prerenderedFileOf)))
    const outcomes = await Promise.allSettled([mine, ...others])
    const failed = outcomes.find((outcome) => outcome.status === 'rejected')
    if (failed) throw failed.reason
  } finally {
    rmSync(handoffFile, { force: true })
  }
  finisher.finish(sharedFiles)
  finisher.removeModuleStylesheets()
}

/** The finisher of a build's pages, with the chrome rules the documents ask for (the layouts' content widths). */
export function pageFinisherFor(staging: string, site: SiteIndex): PageFinisher {
  return createPageFinisher(fromRepo(staging), { chromeCss: contentWidthCss([...site.project.layouts.values()].flatMap((layout) => layout.data.maxContentWidth ?? [])) })
}

function runSlice(index: number, count: number, handoffFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...PRERENDER_NODE_FLAGS, '--import', 'tsx', SLICE_SCRIPT, '--index', String(index), '--count', String(count), '--handoff', handoffFile], { cwd: fromRepo('.'), stdio: ['ignore', 'inherit', 'inherit'], env: process.env })
    child.on('error', reject)
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`prerender process ${index + 1} of ${count} stopped (${signal ?? `exit code ${code}`}); its messages are above`))))
  })
}
