/**
 * Incremental builds against clean builds, byte for byte (issue 28 §1), in a scratch copy of the repository:
 * a clean build, then one change of each kind, each followed by an incremental build that must render only the
 * pages it expects (SCENARIOS) and equal, byte for byte, a build from scratch of the same inputs made beside it (its
 * data stage run anew: TRANSFORM_CACHE=no-data); then the cache is edited by hand, and the build must say so and build from
 * scratch: that clean build of the changed copy must equal the last incremental build file for file and byte for
 * byte (the build cache aside). Before each change's build, `npm run impact` names the pages the change affects: every
 * route page whose HTML the build then changes must be among them (issue 28 §1: for review tools and the sitemap).
 * Prints the time of each build, so `npm run bench` reads its figures from the same run (tools/bench/incrementalFigures.ts).
 *
 *   npx tsx tools/incremental/incrementalBuildCheck.ts [--markets be] [--keep]
 *
 * Exits 1 with the differences when a build differs or renders what it should not.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { runCommand } from '../../engine/node/cli/runCommand.ts'
import { siteFiles } from '../../engine/node/delivery/siteFiles.ts'
import { CACHE_FOLDER, MANIFEST_NAME } from './buildCache.ts'
import { sha256 } from './fileHashes.ts'
import { SCENARIOS, type BuildRun } from './incrementalScenarios.ts'
import { readLastBuild } from './readLastBuild.ts'

/** Not copied into the scratch repository: builds, reports, git's history (without it the sitemap leaves lastmod out). */
const GNU_TIME = '/usr/bin/time'
/** Where each incremental build's build from scratch goes, beside the scratch repository's dist/. */
const REFERENCE = 'dist-reference'
const LEFT_OUT = new Set(['node_modules', '.git', 'test-results', 'playwright-report'])

await runCommand(async () => {
  const { values } = parseArgs({ strict: true, options: { markets: { type: 'string' }, keep: { type: 'boolean' } } })
  const scratch = mkdtempSync(join(tmpdir(), 'incremental-build-'))
  try {
    for (const name of readdirSync(fromRepo('.'))) {
      if (LEFT_OUT.has(name) || name.startsWith('dist')) continue
      cpSync(fromRepo(name), join(scratch, name), { recursive: true })
    }
    symlinkSync(realpathSync(fromRepo('node_modules')), join(scratch, 'node_modules'))
    const build = (env: NodeJS.ProcessEnv = {}): BuildRun => {
      const markets = values.markets ? ['--markets', values.markets] : []
      const started = performance.now()
      const command = [process.execPath, '--max-semi-space-size=64', '--import', 'tsx', 'tools/buildIfChanged.ts', ...markets]
      // GNU time adds the CPU seconds of the build and its processes: on a shared machine a fairer figure than wall time.
      const timed = existsSync(GNU_TIME) ? [GNU_TIME, '-f', 'CPU_SECONDS %U %S', ...command] : command
      const run = spawnSync(timed[0], timed.slice(1), {
        cwd: scratch,
        encoding: 'utf8',
        // A fixed "now": files changed and not committed are dated by it in the sitemaps (tools/build.ts).
        // SITE_DIST: a build of some markets writes into dist-markets/<codes> unless told, and the check reads dist/.
        env: { ...process.env, SITE_DIST: 'dist', SOURCE_DATE_EPOCH: '1790000000', ...env },
        maxBuffer: 64 * 1024 * 1024,
      })
      const seconds = (performance.now() - started) / 1000
      const out = `${run.stdout}${run.stderr}`
      if (run.status !== 0) throw new Error(`the build in ${scratch} failed:\n${out.slice(-3000)}`)
      const counts = /\((\d+) of (\d+) route pages rendered/.exec(out)
      const [rendered, total] = [Number(counts?.[1] ?? Number.NaN), Number(counts?.[2] ?? Number.NaN)]
      const cpu = /CPU_SECONDS ([\d.]+) ([\d.]+)/.exec(out)
      const cpuSeconds = cpu ? Number(cpu[1]) + Number(cpu[2]) : Number.NaN
      return {
        seconds,
        cpuSeconds,
        rendered,
        total,
        cacheLine: /Build cache: [^\n]*/.exec(out)?.[0] ?? '(no cache line)',
        transformCacheLine: /Transform cache[^\n]*/.exec(out)?.[0] ?? '(no transform cache line)',
        beforeFirstPage: /Before the first page {2}([^;\n]*)/.exec(out)?.[1] ?? '',
        dataTaken: /✓ Data: taken from the last build/.test(out),
        dataStored: /✓ Data: taken from the transform cache/.test(out),
        times: /✓ Times: ([^\n]*)/.exec(out)?.[1] ?? '',
      }
    }
    const problems: string[] = []
    const figures: Record<string, BuildRun> = {}
    const first = build()
    figures['clean build'] = first
    console.log(
      `clean build: ${first.seconds.toFixed(1)} s (CPU ${first.cpuSeconds.toFixed(1)} s), ${first.rendered} pages (${first.cacheLine})`,
    )
    let pagesBefore = pageHashes(scratch)
    for (const scenario of SCENARIOS) {
      scenario.change(scratch)
      const named = scenario.files ? impact(scratch, scenario.files) : undefined
      const run = build()
      const pagesAfter = pageHashes(scratch)
      if (named) {
        const missed = Object.keys(pagesAfter).filter((url) => pagesAfter[url] !== pagesBefore[url] && !named.has(url))
        console.log(`  npm run impact named ${named.size} pages; ${missed.length} changed page(s) it did not name`)
        if (missed.length > 0)
          problems.push(`${scenario.name}: npm run impact did not name ${missed.length} changed page(s): ${missed.slice(0, 5).join(', ')}`)
      }
      pagesBefore = pagesAfter
      figures[scenario.figure] = run
      console.log(
        `${scenario.name}: ${run.seconds.toFixed(1)} s (CPU ${run.cpuSeconds.toFixed(1)} s), ${run.rendered} of ${run.total} pages rendered, data stage ${run.dataTaken ? 'taken' : run.dataStored ? 'taken from the transform cache' : 'run'} (${run.cacheLine})`,
      )
      console.log(`  steps: ${run.times}`)
      console.log(`  before the first page ${run.beforeFirstPage}; ${run.transformCacheLine}`)
      const wrong = scenario.expect(run, first)
      if (wrong) problems.push(`${scenario.name}: ${wrong}`)
      // Issue 28 §1: after each kind of change the incremental build equals a build from scratch of the same inputs,
      // byte for byte: built beside it into a folder of its own, its data stage run anew (its bundles and variants may
      // come from the transform cache, which the clean build without it below holds to account).
      if (scenario.compared === false) continue
      rmSync(join(scratch, REFERENCE), { recursive: true, force: true })
      const reference = build({ SITE_DIST: REFERENCE, TRANSFORM_CACHE: 'no-data' })
      const differ = differences(snapshot(join(scratch, 'dist')), snapshot(join(scratch, REFERENCE)))
      console.log(
        `  against a build from scratch (${reference.seconds.toFixed(1)} s): ${differ.length === 0 ? 'equal byte for byte' : 'DIFFERENT'}`,
      )
      problems.push(...differ.map((line) => `${scenario.name}: ${line}`))
    }
    rmSync(join(scratch, REFERENCE), { recursive: true, force: true })
    const incremental = snapshot(join(scratch, 'dist'))
    // Bad input: a cache edited by hand is refused, said so, and the build starts from scratch; that build is the
    // clean build the incremental one must equal. It runs without the transform cache (tools/transformCache), which
    // every build before it used: a cached build must equal an uncached one byte for byte.
    const manifest = join(scratch, 'dist', CACHE_FOLDER, MANIFEST_NAME)
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/"inputs":"[0-9a-f]{6}/, '"inputs":"000000'))
    const clean = build({ TRANSFORM_CACHE: 'off' })
    figures['clean build of the changed copy (cache edited by hand)'] = clean
    console.log(
      `cache edited by hand: ${clean.seconds.toFixed(1)} s (CPU ${clean.cpuSeconds.toFixed(1)} s), ${clean.rendered} of ${clean.total} pages (${clean.cacheLine})`,
    )
    if (!/Transform cache: off/.test(clean.transformCacheLine))
      problems.push(`the clean build did not build without the transform cache: ${clean.transformCacheLine}`)
    if (!/checksum/.test(clean.cacheLine) || clean.rendered !== clean.total)
      problems.push(`a cache edited by hand was not refused: ${clean.cacheLine}, ${clean.rendered} of ${clean.total} pages rendered`)
    problems.push(...differences(incremental, snapshot(join(scratch, 'dist'))))
    // One line for npm run bench (tools/bench/incrementalFigures.ts).
    console.log(`INCREMENTAL_JSON ${JSON.stringify({ figures, problems })}`)
    if (problems.length > 0) {
      console.error(`✗ Incremental builds differ from clean ones:\n${problems.map((line) => `  - ${line}`).join('\n')}`)
      return 1
    }
    console.log(`✓ Incremental builds equal a clean build byte for byte (${Object.keys(incremental).length} files)`)
    return 0
  } finally {
    if (values.keep) console.log(`(kept ${scratch})`)
    else rmSync(scratch, { recursive: true, force: true })
  }
})

/** The URLs `npm run impact` names for changed files (it reads the last build's record), run as a person would. */
function impact(repo: string, files: string[]): Set<string> {
  const run = spawnSync('npm', ['run', '-s', 'impact', '--', ...files], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, SITE_DIST: 'dist' },
  })
  if (run.status !== 0) throw new Error(`npm run impact failed in ${repo}:\n${run.stdout}${run.stderr}`)
  return new Set(run.stdout.split('\n').filter(Boolean))
}

/** The sha256 of each route page of the build in `repo`/dist, by URL (its record names them). */
function pageHashes(repo: string): Record<string, string> {
  const record = readLastBuild(repo, { SITE_DIST: 'dist' })
  if (!record.ok) throw new Error(`no build record in ${repo}: ${record.reason}`)
  const hashes: Record<string, string> = {}
  for (const [url, page] of Object.entries(record.manifest.pages)) {
    const file = join(repo, 'dist/client', page.file)
    if (existsSync(file)) hashes[url] = sha256(readFileSync(file))
  }
  return hashes
}

/** Every file of a build folder but its cache, with the sha256 of its bytes (a whole site's bytes would not fit in memory twice). */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const file of siteFiles(dir, /./)) if (!file.startsWith(CACHE_FOLDER)) files[file] = sha256(readFileSync(join(dir, file)))
  return files
}

/** What differs between two snapshots (at most 20 lines). */
function differences(incremental: Record<string, string>, clean: Record<string, string>): string[] {
  const found: string[] = []
  for (const file of Object.keys(clean)) {
    if (!(file in incremental)) found.push(`${file}: missing from the incremental build`)
    else if (incremental[file] !== clean[file]) found.push(`${file}: differs from the clean build`)
  }
  for (const file of Object.keys(incremental)) if (!(file in clean)) found.push(`${file}: only in the incremental build`)
  return found.length > 20 ? [...found.slice(0, 20), `… and ${found.length - 20} more`] : found
}
