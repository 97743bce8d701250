/**
 * Lighthouse for one address, as the bench runs it (tools/bench/lighthouse.ts: mobile, simulated throttling, Debian's
 * Chromium), several times, with each run's figures and their medians: for checking one page against a server that
 * is already running, such as `PORT=3571 npx tsx tools/serve.ts`, without the whole bench.
 *   npx tsx tools/bench/lighthouseUrl.ts <url> [runs, default 3]
 * Pass the whole address, query included (the booking page shows offers only with a search in its query).
 */
import { median, runLighthouse, type Sample } from './lighthouse.ts'

const [url, runsText = '3'] = process.argv.slice(2)
const runs = Number(runsText)
if (!url || !Number.isInteger(runs) || runs < 1) {
  console.error('Usage: npx tsx tools/bench/lighthouseUrl.ts <url> [runs]')
  process.exit(1)
}

const line = (label: string, figures: Partial<Sample>) =>
  `${label.padEnd(8)} score ${figures.score ?? '-'}  FCP ${ms(figures.fcpMs)}  LCP ${ms(figures.lcpMs)}  TBT ${figures.tbtMs === undefined ? '-' : `${Math.round(figures.tbtMs)} ms`}  CLS ${figures.cls?.toFixed(3) ?? '-'}`
const ms = (value?: number) => (value === undefined ? '-' : `${(value / 1000).toFixed(2)} s`)

const samples: Sample[] = []
for (let run = 1; run <= runs; run++) {
  try {
    const sample = await runLighthouse(url)
    samples.push(sample)
    console.log(line(`run ${run}`, sample))
  } catch (error) {
    console.log(`run ${run}   failed: ${(error as Error).message.split('\n')[0]}`)
  }
}
const of = (key: keyof Sample) => median(samples.map((sample) => sample[key]))
console.log(line('median', { score: of('score'), fcpMs: of('fcpMs'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls') }))
