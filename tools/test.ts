/**
 * npm test: every check — formatting and lint, types, translations, documents (these four at once: each is one process
 * that mostly waits on one core), then in order unit tests (with generated-file freshness), the production build, and
 * browser tests against the built site. Ends with one line "wall time 12.3 min: N passed, N failed" counting each
 * check and each test. The incremental-build check works in a scratch copy of its own and uses less than one core,
 * so it runs beside the browser tests instead of before them.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { setPriority } from 'node:os'
import { fromRepo } from '../engine/node/repoRoot.ts'
import { playwrightFailures, vitestFailures } from './testReportFailures.ts'

interface Step {
  name: string
  command: string[]
  env?: Record<string, string>
  /** Runs at the same time as the steps around it that say so too; its output is printed in one piece when it ends. */
  together?: boolean
  /**
   * Starts, and the steps after it start at once without waiting for it; its output is printed in one piece when it
   * ends, and the run waits for it before the last line. For a step that needs nothing the steps after it make. It
   * runs at the lowest priority (its processes too): the steps it runs beside keep the cores they would have alone.
   */
  beside?: boolean
  /** Reads how many tests passed and failed from a JSON report; without it the step counts as one check. */
  // biome-ignore lint/suspicious/noExplicitAny: a test runner's JSON report; each step's reader knows its runner's shape
  report?: { file: string; read: (json: any) => { passed: number; failed: number; names?: string[] } }
}

/** os.setPriority's lowest (nice 19 on Linux and macOS, idle class on Windows). */
const LOWEST_PRIORITY = 19

const steps: Step[] = [
  // Biome's check: a file the formatter would change, or a lint diagnostic (biome.jsonc), fails the run.
  { name: 'format and lint', command: ['npx', 'biome', 'check', '--error-on-warnings', '.'], together: true },
  { name: 'types', command: ['npx', 'tsc', '-p', '.'], together: true },
  { name: 'translations', command: ['npx', 'tsx', 'tools/i18nCheck.ts'], together: true },
  { name: 'documents', command: ['npx', 'tsx', 'tools/validate.ts'], together: true },
  {
    name: 'unit tests',
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'],
    report: {
      file: 'test-results/vitest.json',
      read: (json) => ({
        passed: json.numPassedTests,
        failed: json.numFailedTests + (json.numFailedTestSuites ?? 0),
        names: vitestFailures(json, fromRepo('.')),
      }),
    },
  },
  // The site is built the way a CI matrix builds it, in two shards merged into dist/: the browser tests then
  // check the merged site, so a merge that lost or mixed up pages fails them.
  { name: 'build shard 1 of 2', command: ['npm', 'run', '-s', 'build', '--', '--shard', '1/2'], env: { SITE_DIST: 'dist-shards/1' } },
  { name: 'build shard 2 of 2', command: ['npm', 'run', '-s', 'build', '--', '--shard', '2/2'], env: { SITE_DIST: 'dist-shards/2' } },
  { name: 'merge shards', command: ['npx', 'tsx', 'tools/mergeShards.ts', 'dist-shards/1', 'dist-shards/2', '--into', 'dist'] },
  // Issue 28: incremental builds of one small market (two languages) equal a clean build byte for byte, after one
  // change of each kind, and a cache edited by hand means a build from scratch (tools/incremental/incrementalBuildCheck.ts).
  // It builds in a scratch copy (not dist/), each incremental build beside a build from scratch of the same inputs
  // (1.5 min alone), so it runs beside the browser tests, which take seven times as long, at the lowest priority.
  {
    name: 'incremental builds',
    command: ['npx', 'tsx', 'tools/incremental/incrementalBuildCheck.ts', '--markets', 'be'],
    beside: true,
  },
  {
    name: 'browser tests',
    command: ['npx', 'playwright', 'test'],
    report: {
      file: 'test-results/playwright.json',
      read: (json) => ({
        passed: json.stats.expected + json.stats.flaky,
        failed: json.stats.unexpected,
        names: (json.suites ?? []).flatMap(playwrightFailures),
      }),
    },
  },
]

/** Runs one step; output goes straight to the terminal, or is kept and printed whole when the step ends (together). */
function runStep(step: Step): Promise<boolean> {
  if (step.report) rmSync(fromRepo(step.report.file), { force: true })
  const stepStarted = performance.now()
  const child = spawn(step.command[0], step.command.slice(1), {
    stdio: step.together || step.beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    cwd: fromRepo('.'),
    env: { ...process.env, ...step.env },
  })
  // Before it starts processes of its own, which take its priority.
  if (step.beside && child.pid !== undefined)
    try {
      setPriority(child.pid, LOWEST_PRIORITY)
    } catch {
      // A system that refuses: it runs at the usual priority.
    }
  const output: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve) => {
    let finished = false
    const finish = (status: number | null, problem?: Error) => {
      if (finished) return
      finished = true
      if (problem) output.push(Buffer.from(`${problem.message}\n`))
      const ok = status === 0
      if (step.together || step.beside)
        process.stdout.write(`\n▶ ${step.name}: ${step.command.join(' ')}\n${Buffer.concat(output).toString()}`)
      count(step, ok, status)
      // Each step's time, so the suite's budget (15 min on two cores) shows where it goes.
      const seconds = ((performance.now() - stepStarted) / 1000).toFixed(0)
      stepTimes.push(`${step.name} ${seconds} s${step.beside ? ' (beside)' : ''}`)
      console.log(`${ok ? '✓' : '✗'} ${step.name} (${seconds} s)`)
      resolve(ok)
    }
    // A command that cannot start reports 'error' and may or may not 'close' after it: the first one counts.
    child.once('error', (problem) => finish(null, problem))
    child.once('close', (status) => finish(status))
  })
}

const started = performance.now()
let passed = 0
let failed = 0
/** Each step's time, repeated at the end with the failures: a log's tail shows where the budget went. */
const stepTimes: string[] = []
/** What failed, repeated at the end: a pipeline that keeps only the log's tail still names it. */
const failures: string[] = []

/** Adds a finished step's tests (from its report) or the step itself to the counts. */
function count(step: Step, ok: boolean, status: number | null): void {
  if (step.report && existsSync(fromRepo(step.report.file))) {
    const counts = step.report.read(JSON.parse(readFileSync(fromRepo(step.report.file), 'utf8')))
    passed += counts.passed
    failed += counts.failed + (ok || counts.failed > 0 ? 0 : 1)
    failures.push(...(counts.names ?? []).map((name) => `${step.name}: ${name}`))
    if (!ok && counts.failed === 0) failures.push(`${step.name}: exit code ${status}`)
  } else if (ok) passed++
  else {
    failed++
    failures.push(`${step.name}: exit code ${status}`)
  }
}

/** Steps started beside the others (beside), awaited before the last line. */
const besides: Promise<boolean>[] = []
for (let index = 0; index < steps.length; ) {
  if (steps[index].beside) {
    console.log(`\n▶ ${steps[index].name}, beside the steps after it: ${steps[index].command.join(' ')}`)
    besides.push(runStep(steps[index]))
    index++
    continue
  }
  // A run of steps marked together starts at once; any other step runs alone.
  let end = index + 1
  while (steps[index].together && steps[end]?.together) end++
  const batch = steps.slice(index, end)
  if (batch.length > 1) console.log(`\n▶ at once: ${batch.map((step) => step.name).join(', ')}`)
  else if (!batch[0].together) console.log(`\n▶ ${batch[0].name}: ${batch[0].command.join(' ')}`)
  await Promise.all(batch.map(runStep))
  index = end
}
await Promise.all(besides)
console.log(`\nStep times: ${stepTimes.join(', ')}`)
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ✗ ${name}`).join('\n')}`)
// The wall time first, so the line still ends with the counts a pipeline reads.
console.log(`\nwall time ${((performance.now() - started) / 60000).toFixed(1)} min: ${passed} passed, ${failed} failed`)
process.exitCode = failed > 0 ? 1 : 0
