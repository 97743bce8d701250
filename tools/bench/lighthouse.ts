/**
 * Lighthouse (the npm package's CLI, pinned in package.json) against the built site served in this process by
 * tools/serve/createSiteServer.ts: each template's page several times with Debian's Chromium, mobile form factor
 * and simulated throttling (Lighthouse's defaults), and the median of each figure. Figures, never pass/fail.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { createSiteServer } from '../serve/createSiteServer.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'

export interface LighthouseTarget {
  template: string
  path: string
  /** The issue's targets: performance score at least, LCP at most (ms). */
  minScore: number
  maxLcpMs?: number
}

export interface LighthouseFigures {
  template: string
  path: string
  runs: number
  failures: string[]
  /** Medians over the runs that succeeded (undefined when none did). */
  score?: number
  fcpMs?: number
  lcpMs?: number
  tbtMs?: number
  cls?: number
  target: LighthouseTarget
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage'
const RUN_TIMEOUT_MS = 120_000

export async function benchLighthouse(
  targets: LighthouseTarget[],
  runs: number,
  log: (line: string) => void,
): Promise<LighthouseFigures[]> {
  const server = createSiteServer(fromRepo('dist/client'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`
  try {
    const results: LighthouseFigures[] = []
    for (const target of targets) {
      const samples: Sample[] = []
      const failures: string[] = []
      for (let run = 0; run < runs; run++) {
        const sample = await runLighthouse(origin + target.path).catch((error: Error) => error)
        if (sample instanceof Error) failures.push(sample.message)
        else samples.push(sample)
        log(
          `    ${target.template}: run ${run + 1}/${runs} ${sample instanceof Error ? `failed: ${sample.message.split('\n')[0]}` : `score ${sample.score}`}`,
        )
      }
      results.push({
        template: target.template,
        path: target.path,
        runs,
        failures,
        score: median(samples.map((sample) => sample.score)),
        fcpMs: median(samples.map((sample) => sample.fcpMs)),
        lcpMs: median(samples.map((sample) => sample.lcpMs)),
        tbtMs: median(samples.map((sample) => sample.tbtMs)),
        cls: median(samples.map((sample) => sample.cls)),
        target,
      })
    }
    return results
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}

export interface Sample {
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
}

export function runLighthouse(url: string): Promise<Sample> {
  const cli = fromRepo('node_modules/lighthouse/cli/index.js')
  if (!existsSync(cli)) return Promise.reject(new Error('lighthouse is not installed (npm ci)'))
  const args = [
    cli,
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      try {
        if (code !== 0) throw new Error(`lighthouse exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' ')}`)
        const report = JSON.parse(stdout)
        if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`)
        const audit = (id: string) => report.audits[id]?.numericValue as number
        resolve({
          score: Math.round(report.categories.performance.score * 100),
          fcpMs: audit('first-contentful-paint'),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        })
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
  })
}

export function median(values: number[]): number | undefined {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
