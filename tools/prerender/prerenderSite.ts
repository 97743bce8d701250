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
import { setPreparedSite, type PreparedSite } from '../../engine/server/siteState.ts'
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

export async function prerenderSite({ processes, staging, prepared, handoff }: PrerenderSiteOptions): Promise<void> {
  if (processes <= 1) {
    setPreparedSite(prepared)
    await prerender()
    return
  }
  const handoffFile = fromRepo(join(staging, 'prerender-handoff.json'))
  writeHandoff(handoffFile, await handoff())
  try {
    const others = Array.from({ length: processes - 1 }, (_, i) => runSlice(i + 1, processes, handoffFile))
    setPreparedSite({ ...prepared, slice: { index: 0, count: processes } })
    const [mine, ...theirs] = await Promise.allSettled([prerender(), ...others])
    const failed = [mine, ...theirs].find((outcome) => outcome.status === 'rejected')
    if (failed) throw failed.reason
  } finally {
    rmSync(handoffFile, { force: true })
  }
}

function runSlice(index: number, count: number, handoffFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...PRERENDER_NODE_FLAGS, '--import', 'tsx', SLICE_SCRIPT, '--index', String(index), '--count', String(count), '--handoff', handoffFile], { cwd: fromRepo('.'), stdio: ['ignore', 'inherit', 'inherit'], env: process.env })
    child.on('error', reject)
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`prerender process ${index + 1} of ${count} stopped (${signal ?? `exit code ${code}`}); its messages are above`))))
  })
}
