/**
 * Issue 28 §3's "unused JavaScript after load", per template: Chromium's own coverage (Playwright's
 * page.coverage, V8 block coverage) of every script of the site a page runs, taken once the page has loaded, the
 * network is quiet and the browser has been idle (so `idle` islands and the micro-apps they mount have run); the
 * visitor has not scrolled or typed, and is not in debug mode (as on the public hosts). Two measures: by blocks (a byte
 * is used when V8 ran the innermost block around it, so a branch not taken is unused) and by functions, as Lighthouse's
 * "Reduce unused JavaScript" counts (a byte is used when the innermost function around it ran at all). Figures, never
 * pass/fail: the bench prints them beside the ≤ 35 % target.
 */
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { DEBUG_COOKIE } from '../../features/debug-mode/index.ts'
import { createSiteServer } from '../serve/createSiteServer.ts'
import { addIsoDays, todayIso } from '../../engine/shared/isoDate.ts'
import { CHROMIUM } from './lighthouse.ts'

export interface CoverageTarget {
  template: string
  path: string
}

export interface ScriptCoverage {
  /** URL path of the script ("/assets/chunks/chunk-x.js", "/web-apps/shared/shared-x.js"). */
  path: string
  totalBytes: number
  unusedBytes: number
  /** Bytes in functions that never ran (Lighthouse's measure). */
  unusedFunctionBytes: number
  /** The script gzipped (level 9, as the bench's other byte figures). */
  gzipBytes: number
}

export interface UnusedJsFigures {
  template: string
  path: string
  scripts: ScriptCoverage[]
  totalBytes: number
  unusedBytes: number
  unusedFunctionBytes: number
  /** Every script the page ran, gzipped: the site's and the micro-apps' (which the bench's asset reader does not see). */
  gzipBytes: number
  /** unusedBytes ÷ totalBytes, 0–1 (0 when the page runs no script). */
  unusedShare: number
  /** unusedFunctionBytes ÷ totalBytes, 0–1. */
  unusedFunctionShare: number
  failure?: string
}

/** The most used page of each template (the bench's Lighthouse pages, the ride page and a static page). */
export const COVERAGE_TARGETS: CoverageTarget[] = [
  { template: 'home', path: '/de-de/' },
  { template: 'airport promotion', path: '/de-de/flughafen/' },
  { template: 'branch directory', path: '/de-de/mietwagen/' },
  { template: 'branch page', path: '/de-de/mietwagen/berlin-mitte/' },
  {
    template: 'booking (funnel app)',
    path: `/de-de/booking/?branch=de-muc-airport&pickupAt=${addIsoDays(todayIso(), 8)}T12%3A30&returnAt=${addIsoDays(todayIso(), 11)}T08%3A30`,
  },
  { template: 'help article', path: '/de-de/help-center/articles/fuel-policy/' },
  { template: 'help contact', path: '/de-de/help-center/contact/' },
  { template: 'plus', path: '/de-de/plus/' },
  { template: 'ride (micro-apps)', path: '/de-de/ride/' },
  { template: 'static page', path: '/de-de/navigation-test/' },
]

/** One V8 coverage entry as Playwright gives it. */
interface V8Entry {
  url: string
  source?: string
  functions: { ranges: { startOffset: number; endOffset: number; count: number }[] }[]
}

/**
 * The bytes of a script V8 never ran. Block coverage nests ranges (a function inside the script, a branch inside the
 * function); the innermost range around a byte decides, so ranges are applied outermost first. By functions, only each
 * function's own range counts (V8 lists it first), as with Lighthouse's coverage (`detailed: false`).
 */
export function unusedBytesOf(entry: V8Entry, by: 'blocks' | 'functions' = 'blocks'): { totalBytes: number; unusedBytes: number } {
  const totalBytes = entry.source?.length ?? 0
  const used = new Uint8Array(totalBytes)
  const ranges = entry.functions
    .flatMap((fn) => (by === 'functions' ? fn.ranges.slice(0, 1) : fn.ranges))
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - b.startOffset - (a.endOffset - a.startOffset))
  for (const range of ranges) used.fill(range.count > 0 ? 1 : 0, range.startOffset, Math.min(range.endOffset, totalBytes))
  let unusedBytes = 0
  for (const flag of used) if (flag === 0) unusedBytes++
  return { totalBytes, unusedBytes }
}

/** Scripts of the site itself (not data: or other origins, not the page's inline JSON). */
function sitePath(url: string, origin: string): string | undefined {
  if (!url.startsWith(origin)) return undefined
  const path = new URL(url).pathname
  return /\.m?js$/.test(path) ? path : undefined
}

async function coverageOf(browser: import('@playwright/test').Browser, origin: string, target: CoverageTarget) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  // localhost is debug mode (SPEC §4), which mounts the debugger app; visitors of the public hosts never get it.
  await context.addCookies([{ name: DEBUG_COOKIE, value: 'false', url: origin }])
  const page = await context.newPage()
  try {
    await page.coverage.startJSCoverage({ resetOnNavigation: false })
    await page.goto(origin + target.path, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    // `idle` islands start on requestIdleCallback (timeout 2 s): wait for two idle periods, then for their fetches.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 2500 }), { timeout: 2500 }),
        ),
    )
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    const entries = (await page.coverage.stopJSCoverage()) as V8Entry[]
    const byPath = new Map<string, ScriptCoverage>()
    for (const entry of entries) {
      const path = sitePath(entry.url, origin)
      if (!path || byPath.has(path)) continue
      byPath.set(path, {
        path,
        ...unusedBytesOf(entry),
        unusedFunctionBytes: unusedBytesOf(entry, 'functions').unusedBytes,
        gzipBytes: gzipSync(entry.source ?? '', { level: 9 }).length,
      })
    }
    return [...byPath.values()].sort((a, b) => b.unusedBytes - a.unusedBytes)
  } finally {
    await context.close()
  }
}

export async function measureUnusedJs(
  clientDir: string,
  targets: CoverageTarget[] = COVERAGE_TARGETS,
  log: (line: string) => void = () => {},
): Promise<UnusedJsFigures[]> {
  const server = createSiteServer(clientDir)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    const results: UnusedJsFigures[] = []
    for (const target of targets) {
      const scripts = await coverageOf(browser, origin, target).catch((error: Error) => error)
      if (scripts instanceof Error) {
        log(`    ${target.template}: failed: ${scripts.message.split('\n')[0]}`)
        results.push({
          ...target,
          scripts: [],
          totalBytes: 0,
          unusedBytes: 0,
          unusedFunctionBytes: 0,
          gzipBytes: 0,
          unusedShare: 0,
          unusedFunctionShare: 0,
          failure: scripts.message,
        })
        continue
      }
      const totalBytes = scripts.reduce((sum, script) => sum + script.totalBytes, 0)
      const unusedBytes = scripts.reduce((sum, script) => sum + script.unusedBytes, 0)
      const unusedFunctionBytes = scripts.reduce((sum, script) => sum + script.unusedFunctionBytes, 0)
      const gzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0)
      const share = (bytes: number) => (totalBytes === 0 ? 0 : bytes / totalBytes)
      results.push({
        ...target,
        scripts,
        totalBytes,
        unusedBytes,
        unusedFunctionBytes,
        gzipBytes,
        unusedShare: share(unusedBytes),
        unusedFunctionShare: share(unusedFunctionBytes),
      })
    }
    return results
  } finally {
    await browser.close()
    await new Promise((resolve) => server.close(resolve))
  }
}
