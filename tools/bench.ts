/**
 * npm run bench: prints figures, never pass/fail (exit code 0 unless something crashes or the build fails).
 *   1. validation throughput: documents validated per second, ms per full validateProject() run;
 *   2. build: wall time of `tsx tools/build.ts` (validate + data + Vite bundles + prerender), pages prerendered per second;
 *      then a quarter shard (--shard 1/4): fixed cost and marginal pages per second of a build, and how a build of
 *      4x the pages compares; then incremental rebuilds of the whole site (no change, one bundle word, one page
 *      document, one data answer, a block's code) beside its clean build, checked byte for byte (2c);
 *   3. JavaScript and CSS each page template loads (gzip -9), at start and on demand (island chunks),
 *      and the islands of the start page with their hydration triggers; CSS files and bytes per template;
 *   4. scale: synthetic sites of 5,000 and 20,000 routes in a temporary folder: index time (load + validate +
 *      index), link resolution, and prerender pages per second (a sample rendered in-process, extrapolated).
 *   5. the delivery budgets of tools/bench/budgets.ts (home JS with islands, framework JS on static pages, CSS, home HTML), the
 *      hero and card pictures' bytes per format (tools/bench/pictureBytes.ts: AVIF against WebP) and Lighthouse
 *      (performance score, FCP, LCP, TBT, CLS; median of BENCH_LIGHTHOUSE_RUNS runs, default 3) per template with the
 *      targets beside them. BENCH_LIGHTHOUSE=0 skips Lighthouse for a quick run.
 *   6. login load: a static page's p50/p99 alone and while 16 clients log in without pause (tools/bench/loginLoad.ts;
 *      aim: p99 under 100 ms, so password hashing cannot starve file serving).
 * The last line is `BENCH_JSON {…}` with every figure, for CI.
 */
import { spawn } from 'node:child_process'
import { existsSync, renameSync, rmSync } from 'node:fs'
import { fromRepo, REPO_ROOT } from '../engine/node/repoRoot.ts'
import type { SiteIndex } from '../engine/model/siteIndex.ts'
import { validateProject } from '../engine/node/validate/validateProject.ts'
import { templateOfHtml } from './crawl/templateOfHtml.ts'
import { SiteAssetReader, type Island, type LazyChunk, type PageAssets } from './bench/pageAssets.ts'
import { benchPrerender, benchScale, type IndexFigures, type PrerenderFigures } from './bench/scaleBench.ts'
import { formatInteger, renderPairs, renderTable } from './bench/table.ts'
import { addIsoDays, todayIso } from '../engine/shared/isoDate.ts'
import { measureBudgets, type Budget } from './bench/budgets.ts'
import { benchLighthouse, CHROMIUM, type LighthouseFigures, type LighthouseTarget } from './bench/lighthouse.ts'
import { benchLoginLoad, LOGINS, type LoginLoadFigures } from './bench/loginLoad.ts'
import { benchIncremental, incrementalRows, type IncrementalFigures } from './bench/incrementalFigures.ts'
import { measureUnusedJs, type UnusedJsFigures } from './bench/unusedJs.ts'
import { renderUnusedJs } from './bench/renderUnusedJs.ts'
import { measurePictureBytes, renderPictureBytes } from './bench/pictureBytes.ts'

const VALIDATION_SECONDS = 2
/** Synthetic site sizes for the scale figures: the smaller shows whether the larger grows linearly. */
const SCALE_ROUTES = [5000, 20000]
const PRERENDER_SAMPLE = 1000
// The build compresses every page too (about 10 s alone); on a busy shared machine it can take minutes.
const BUILD_TIMEOUT_SECONDS = 900
const START_PAGE = '/de-de/index.html'
/** The templates Lighthouse measures, with the issues' targets (booking: issue 28 §6, score at least 99, LCP at most 1.8 s). */
const LIGHTHOUSE_TARGETS: LighthouseTarget[] = [
  { template: 'home', path: '/de-de/', minScore: 98, maxLcpMs: 1800 },
  { template: 'airport promotion', path: '/de-de/flughafen/', minScore: 98, maxLcpMs: 1800 },
  { template: 'branch directory', path: '/de-de/mietwagen/', minScore: 98, maxLcpMs: 1800 },
  // With a search, so the funnel app mounts and shows offers, as after the home page's search form.
  {
    template: 'booking',
    path: `/de-de/booking/?branch=de-muc-airport&pickupAt=${addIsoDays(todayIso(), 8)}T12%3A30&returnAt=${addIsoDays(todayIso(), 11)}T08%3A30`,
    minScore: 99,
    maxLcpMs: 1800,
  },
  { template: 'help article', path: '/de-de/help-center/articles/fuel-policy/', minScore: 98, maxLcpMs: 1800 },
  { template: 'plus', path: '/de-de/plus/', minScore: 98, maxLcpMs: 1800 },
]

// ─── 1. Validation ──────────────────────────────────────────────────────────────────────────────

interface ValidationFigures {
  documentsPerRun: number
  firstRunMs: number
  runs: number
  seconds: number
  documentsPerSecond: number
  msPerRun: number
  errors: number
  warnings: number
}

function benchValidation(): ValidationFigures {
  const firstStarted = performance.now()
  const warmUp = validateProject()
  const firstRunMs = performance.now() - firstStarted
  const documentsPerRun = warmUp.project.documents.size + warmUp.project.bundles.size
  const errors = warmUp.problems.filter((problem) => problem.severity === 'error').length

  let runs = 0
  let documents = 0
  const started = performance.now()
  let elapsed = 0
  while (elapsed < VALIDATION_SECONDS * 1000) {
    const { project } = validateProject()
    documents += project.documents.size + project.bundles.size
    runs++
    elapsed = performance.now() - started
  }
  const seconds = elapsed / 1000
  return {
    documentsPerRun,
    firstRunMs: round(firstRunMs, 1),
    runs,
    seconds: round(seconds, 3),
    documentsPerSecond: round(documents / seconds, 0),
    msPerRun: round(elapsed / runs, 2),
    errors,
    warnings: warmUp.problems.length - errors,
  }
}

// ─── 2. Build ───────────────────────────────────────────────────────────────────────────────────

interface BuildFigures {
  ok: boolean
  exitCode: number | null
  seconds: number
  /** From the "✓ Built N pages … in X s" line. */
  reportedPages?: number
  reportedSeconds?: number
  /** From the "✓ Bundles in X s; pages prerendered in Y s by N processes" line. */
  bundleSeconds?: number
  prerenderSeconds?: number
  prerenderProcesses?: number
  htmlPages: number
  pagesPerSecond: number
  /** From the "✓ Data: … from N calls" line: the web API calls of the data stage. */
  calls?: number
}

async function benchBuild(args: string[] = [], dist = 'dist'): Promise<{ figures: BuildFigures; output: string }> {
  const started = performance.now()
  const { exitCode, output } = await new Promise<{ exitCode: number | null; output: string }>((resolve, reject) => {
    // Its own process group, so a timeout stops the prerender processes too, not only npm.
    const child = spawn('npm', ['run', '-s', 'build', '--', ...args], {
      cwd: REPO_ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SITE_DIST: dist, NO_COLOR: '1', FORCE_COLOR: '0' },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const timer = setTimeout(() => {
      output += `\n(bench: build killed after ${BUILD_TIMEOUT_SECONDS} s)\n`
      process.kill(-child.pid!, 'SIGTERM')
    }, BUILD_TIMEOUT_SECONDS * 1000)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ exitCode: code, output: stripAnsi(output) })
    })
  })
  const seconds = (performance.now() - started) / 1000
  const built = /✓ Built (\d+) pages into .* in ([\d.]+) s/.exec(output)
  const phases = /✓ Bundles in ([\d.]+) s; pages prerendered in ([\d.]+) s by (\d+) process/.exec(output)
  const calls = /✓ Data: .* from (\d+) calls/.exec(output)
  const ok = exitCode === 0
  const htmlPages = ok ? new SiteAssetReader(fromRepo(`${dist}/client`)).htmlFiles().length : 0
  return {
    figures: {
      ok,
      exitCode,
      seconds: round(seconds, 2),
      ...(built ? { reportedPages: Number(built[1]), reportedSeconds: Number(built[2]) } : {}),
      ...(phases ? { bundleSeconds: Number(phases[1]), prerenderSeconds: Number(phases[2]), prerenderProcesses: Number(phases[3]) } : {}),
      htmlPages,
      pagesPerSecond: ok ? round(htmlPages / seconds, 2) : 0,
      ...(calls ? { calls: Number(calls[1]) } : {}),
    },
    output,
  }
}

/** Pages of the rent help centre (below each market's help-center path) and the ride help centre (below its ride path). */
function helpCentrePages(): string {
  const files = new SiteAssetReader(fromRepo('dist/client')).htmlFiles()
  const rent = files.filter((file) => /^\/[a-z]{2}-[a-z]{2}\/help-center\//.test(file)).length
  const ride = files.filter((file) => /^\/[a-z]{2}-[a-z]{2}\/ride\/help\//.test(file)).length
  return `${rent + ride} pages (rent ${rent}, ride ${ride}) of ${files.length}`
}

// ─── 3. What each template loads ────────────────────────────────────────────────────────────────

const TEMPLATE_ORDER = [
  'start',
  'airport-promotion',
  'online-booking',
  'navigation-test',
  'marketChooser',
  'marketNotFound',
  'marketServerError',
  '404',
  '500',
]

interface TemplateFigures {
  template: string
  pages: number
  jsFilesAtLoad: number
  jsGzipBytesAtLoad: number
  jsFilesOnDemand: number
  jsGzipBytesOnDemand: number
  /** The part of on demand that the template's own islands would fetch when they hydrate. */
  jsFilesOwnIslands: number
  jsGzipBytesOwnIslands: number
  cssFiles: number
  cssBytes: number
  cssGzipBytes: number
  /** True when the pages of the template do not all load the same files (the figures are then the largest page's). */
  varies: boolean
}

interface AssetFigures {
  templates: TemplateFigures[]
  lazyChunks: LazyChunk[]
  startPageIslands: Island[] | undefined
  missing: string[]
  unmatchedIslands: string[]
}

function benchAssets(): AssetFigures {
  const reader = new SiteAssetReader(fromRepo('dist/client'))
  const pages = reader.htmlFiles().map((htmlPath) => reader.page(htmlPath))
  const groups = new Map<string, PageAssets[]>()
  const site = validateProject().index
  for (const page of pages) {
    const template = templateOfHtml(page.htmlPath, site)
    groups.set(template, [...(groups.get(template) ?? []), page])
  }
  const rank = (template: string) => (TEMPLATE_ORDER.includes(template) ? TEMPLATE_ORDER.indexOf(template) : TEMPLATE_ORDER.length)
  const templates = [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([template, members]): TemplateFigures => {
      const measured = members.map((page) => ({
        page,
        atLoad: reader.sumGzip(page.atLoad),
        onDemand: reader.sumGzip(page.onDemand),
        ownIslands: reader.sumGzip(page.ownIslandsOnDemand),
        css: reader.sumGzip(page.stylesheets),
        cssRaw: reader.sumRaw(page.stylesheets),
      }))
      const signature = (page: PageAssets) =>
        JSON.stringify([page.atLoad, page.onDemand, page.ownIslandsOnDemand, page.stylesheets].map((list) => [...list].sort()))
      const varies = new Set(members.map(signature)).size > 1
      const largest = measured.reduce((a, b) => (b.atLoad + b.onDemand + b.css > a.atLoad + a.onDemand + a.css ? b : a))
      return {
        template,
        pages: members.length,
        jsFilesAtLoad: largest.page.atLoad.length,
        jsGzipBytesAtLoad: largest.atLoad,
        jsFilesOnDemand: largest.page.onDemand.length,
        jsGzipBytesOnDemand: largest.onDemand,
        jsFilesOwnIslands: largest.page.ownIslandsOnDemand.length,
        jsGzipBytesOwnIslands: largest.ownIslands,
        cssFiles: largest.page.stylesheets.length,
        cssBytes: largest.cssRaw,
        cssGzipBytes: largest.css,
        varies,
      }
    })
  return {
    templates,
    lazyChunks: reader.lazyChunks(pages),
    startPageIslands: pages.find((page) => page.htmlPath === START_PAGE)?.islands,
    missing: [...new Set(pages.flatMap((page) => page.missing.map((path) => `${path} (from ${page.htmlPath})`)))],
    unmatchedIslands: [...new Set(pages.flatMap((page) => page.unmatchedIslands))].sort(),
  }
}

// ─── Report ─────────────────────────────────────────────────────────────────────────────────────

const benchStarted = performance.now()
console.log('Page engine benchmark')
console.log(`  node ${process.version}, ${process.platform}/${process.arch}, repository ${REPO_ROOT}\n`)

console.log(`1. Validation (validateProject, warm, ~${VALIDATION_SECONDS} s)`)
const validation = benchValidation()
console.log(
  renderPairs([
    ['documents per run', `${validation.documentsPerRun} (documents + translation bundles)`],
    ['first run (cold)', `${validation.firstRunMs.toFixed(1)} ms (includes schema compilation)`],
    ['warm runs', `${formatInteger(validation.runs)} in ${validation.seconds.toFixed(2)} s`],
    ['ms per full run', validation.msPerRun.toFixed(2)],
    ['documents / second', formatInteger(validation.documentsPerSecond)],
    ['problems', `${validation.errors} errors, ${validation.warnings} warnings (figures count them anyway)`],
  ]),
)

console.log('\n2. Build (npm run build: validate, data, Vite bundles, prerender, compress; into an empty dist/)')
// Both builds of 2b start with no earlier build to replace: removing one is not a cost of building pages. Nor is
// anything deleted before them: on an ext4 without a journal (this machine's), each file created within minutes of a
// mass delete first steps over every recently deleted inode of its block group (ext4's recently_deleted(); perf put
// 80 % of a build's time writing pages there after `rm -rf dist`). The replaced build goes once the figures are taken.
const REPLACED_DIST = `dist-previous-${process.pid}`
if (existsSync(fromRepo('dist'))) renameSync(fromRepo('dist'), fromRepo(REPLACED_DIST))
const { figures: build, output: buildOutput } = await benchBuild()
if (!build.ok) {
  process.exitCode = 1
  console.log(`  ✗ build failed (exit code ${build.exitCode}); its last output lines:`)
  console.log(
    buildOutput
      .trimEnd()
      .split('\n')
      .slice(-25)
      .map((line) => `    | ${line}`)
      .join('\n'),
  )
}
console.log(
  renderPairs([
    ['build wall time', `${build.seconds.toFixed(2)} s`],
    [
      'build.ts reported',
      build.reportedPages !== undefined ? `${build.reportedPages} pages in ${build.reportedSeconds} s` : '(no "✓ Built" line)',
    ],
    ['HTML pages', build.ok ? String(build.htmlPages) : '(not counted: build failed)'],
    ['pages / second', build.ok ? build.pagesPerSecond.toFixed(2) : '-'],
    ['help centres add', build.ok ? helpCentrePages() : '-'],
  ]),
)

// A quarter of the site (the build's own --shard 1/4) against the whole: two points of time = fixed + pages / rate.
console.log('\n2b. Build scale-out: a shard of a quarter of the markets (npm run build -- --shard 1/4) against the whole build')
const QUARTER_DIST = 'dist-shards/bench-quarter'
if (existsSync(fromRepo(QUARTER_DIST))) renameSync(fromRepo(QUARTER_DIST), fromRepo(`${QUARTER_DIST}-previous-${process.pid}`))
const { figures: quarter } = await benchBuild(['--shard', '1/4'], QUARTER_DIST)
for (const folder of [REPLACED_DIST, QUARTER_DIST, `${QUARTER_DIST}-previous-${process.pid}`])
  rmSync(fromRepo(folder), { recursive: true, force: true })
const scaleOut = build.ok && quarter.ok && build.htmlPages > quarter.htmlPages ? linearBuildModel(quarter, build) : undefined
const prerenderScale =
  scaleOut && build.prerenderSeconds !== undefined && quarter.prerenderSeconds !== undefined
    ? round((build.htmlPages - quarter.htmlPages) / Math.max(0.01, build.prerenderSeconds - quarter.prerenderSeconds), 1)
    : undefined
console.log(
  renderPairs([
    [
      'quarter shard',
      quarter.ok ? `${quarter.htmlPages} pages in ${quarter.seconds.toFixed(1)} s` : `failed (exit code ${quarter.exitCode})`,
    ],
    [
      'whole build',
      build.ok
        ? `${build.htmlPages} pages in ${build.seconds.toFixed(1)} s (${(build.htmlPages / Math.max(1, quarter.htmlPages)).toFixed(1)}x the pages, ${(build.seconds / Math.max(0.01, quarter.seconds)).toFixed(1)}x the time)`
        : 'failed',
    ],
    ['fixed cost', scaleOut ? `${scaleOut.fixedSeconds.toFixed(1)} s (the time of a build of no pages)` : '-'],
    [
      'marginal rate',
      scaleOut
        ? `${scaleOut.marginalPagesPerSecond.toFixed(0)} pages / s (each further page, prerender and compression included; target ≥ 500)`
        : '-',
    ],
    [
      'prerender alone',
      prerenderScale
        ? `${prerenderScale.toFixed(0)} pages / s marginal (the prerender step of both builds, ${build.prerenderProcesses} processes; bundles took ${build.bundleSeconds} s)`
        : '-',
    ],
  ]),
)

// Issue 28 §5: one market alone, after the whole build above wrote the route listing (tools/data/routeListing.ts).
const ONE_MARKET_DIST = 'dist-markets/bench-be'
const { figures: oneMarket } = await benchBuild(['--markets', 'be'], ONE_MARKET_DIST)
rmSync(fromRepo(ONE_MARKET_DIST), { recursive: true, force: true })
console.log(
  renderPairs([
    [
      'one market (--markets be)',
      oneMarket.ok
        ? `${oneMarket.htmlPages} pages in ${oneMarket.seconds.toFixed(1)} s from ${oneMarket.calls ?? '?'} API calls (whole build: ${build.calls !== undefined ? `${build.calls} calls` : 'its data stage taken from the transform cache'}, ${(build.seconds / Math.max(0.01, oneMarket.seconds)).toFixed(1)}x the time)`
        : `failed (exit code ${oneMarket.exitCode})`,
    ],
  ]),
)

// Issue 28 §2: incremental rebuilds of the whole site beside its clean build, in a scratch copy (tools/bench/incrementalFigures.ts).
console.log('\n2c. Incremental builds (whole site, scratch copy): each change rebuilt incrementally, then compared with a clean build')
let incremental: IncrementalFigures | undefined
try {
  incremental = await benchIncremental()
  console.log(
    renderTable(
      [
        { header: 'build' },
        { header: 'time' },
        { header: 'CPU' },
        { header: 'pages rendered' },
        { header: '÷ clean' },
        { header: 'before the first page (target ≤ 8 s)' },
        { header: 'target' },
      ],
      incrementalRows(incremental),
    ),
  )
  console.log(
    incremental.problems.length === 0
      ? '  ✓ the incremental build equals the clean build byte for byte'
      : `  ✗ ${incremental.problems.join('; ')}`,
  )
} catch (error) {
  console.log(`  ✗ not measured: ${error instanceof Error ? error.message : String(error)}`)
}

let assets: AssetFigures | undefined
if (existsSync(fromRepo('dist/client'))) {
  console.log(
    `\n3. What each page template loads (gzip -9 bytes${build.ok ? '' : '; from the previous build in dist/, which the failed build left in place'})`,
  )
  assets = benchAssets()
  const rows = assets.templates.map((t) => [
    t.template + (t.varies ? ' *' : ''),
    t.pages,
    t.jsFilesAtLoad,
    t.jsGzipBytesAtLoad,
    t.jsFilesOnDemand,
    t.jsGzipBytesOnDemand,
    t.jsGzipBytesOwnIslands,
    t.cssFiles,
    t.cssGzipBytes,
  ])
  console.log(
    renderTable(
      [
        { header: 'template' },
        { header: 'pages' },
        { header: 'JS files at load' },
        { header: 'JS gz bytes at load' },
        { header: 'JS files on demand' },
        { header: 'JS gz bytes on demand' },
        { header: '…of it, own islands' },
        { header: 'CSS files' },
        { header: 'CSS gz bytes' },
      ],
      rows,
    ),
  )
  console.log(
    "  on demand: every chunk reachable through import() from the start files; own islands: the part the page's islands fetch when they hydrate.",
  )

  console.log('\n  CSS per page template (render-blocking stylesheets; each file gzipped on its own)')
  console.log(
    renderTable(
      [{ header: 'template' }, { header: 'pages' }, { header: 'CSS files' }, { header: 'CSS bytes' }, { header: 'CSS gz bytes' }],
      assets.templates.map((t) => [t.template + (t.varies ? ' *' : ''), t.pages, t.cssFiles, t.cssBytes, t.cssGzipBytes]),
    ),
  )
  if (assets.templates.some((t) => t.varies))
    console.log('  * pages of this template load different files; the figures are its largest page.')
  if (assets.unmatchedIslands.length > 0)
    console.log(`  ! islands the page names no module for (not in "own islands"): ${assets.unmatchedIslands.join(', ')}`)

  console.log(
    '\n  On-demand chunks (dynamic import() targets reachable at start; "+ deps" = the chunk and its static imports not already loaded)',
  )
  console.log(
    assets.lazyChunks.length === 0
      ? '  (none)'
      : renderTable(
          [{ header: 'island' }, { header: 'chunk' }, { header: 'gz bytes' }, { header: 'files + deps' }, { header: 'gz bytes + deps' }],
          assets.lazyChunks.map((chunk) => [
            chunk.label ?? '-',
            chunk.target,
            chunk.gzipBytes,
            chunk.extraFiles.length,
            chunk.extraGzipBytes,
          ]),
        ),
  )

  console.log(`\n  Islands of ${START_PAGE}`)
  if (!assets.startPageIslands) console.log('  (page not found)')
  else if (assets.startPageIslands.length === 0) console.log('  (no islands)')
  else
    console.log(
      renderTable(
        [{ header: 'island' }, { header: 'hydrate' }],
        assets.startPageIslands.map((island) => [island.name, island.hydrate]),
      ),
    )

  if (assets.missing.length > 0)
    console.log(`\n  ! referenced files missing from dist/client:\n${assets.missing.map((line) => `    ${line}`).join('\n')}`)
} else {
  console.log('\n3. What each page template loads: dist/client does not exist, nothing to measure')
}

console.log(`\n4. Scale: synthetic sites in a temporary folder (the repository's documents plus generated article pages for every market)`)
const realRoutes = validateProject().index?.routes.length ?? 0
const scale: IndexFigures[] = []
let prerender: PrerenderFigures | undefined
for (const target of SCALE_ROUTES) {
  // The prerender rate is measured on the largest site only.
  const measurePrerender = async (index: SiteIndex) => {
    prerender = await benchPrerender(index, PRERENDER_SAMPLE)
  }
  scale.push(await benchScale(target, realRoutes, target === SCALE_ROUTES.at(-1) ? measurePrerender : undefined))
}
console.log(
  renderTable(
    [
      { header: 'routes' },
      { header: 'generated pages' },
      { header: 'documents' },
      { header: 'index s (load+validate+index)' },
      { header: 'µs / route' },
      { header: 'load + index ms' },
      { header: 'link resolution ms' },
    ],
    scale.map((figures) => [
      figures.routes,
      figures.generatedPages,
      figures.documents,
      figures.indexSeconds.toFixed(2),
      Math.round((figures.indexSeconds * 1e6) / figures.routes),
      Math.round(figures.siteIndexMs),
      Math.round(figures.linkResolutionMs),
    ]),
  ),
)
console.log('  link resolution: alternatesOf and pageLinksFor for every route, as rendering asks for them (indexed: linear in routes).')
if (prerender) {
  console.log(
    renderPairs([
      [
        'prerender (in-process)',
        `${formatInteger(prerender.sampleRoutes)} of ${formatInteger(prerender.routes)} routes rendered in ${prerender.sampleSeconds.toFixed(2)} s (createRenderModel + renderDocument, React production build)`,
      ],
      ['pages / second', prerender.pagesPerSecond.toFixed(1)],
      ['all routes, extrapolated', `${prerender.extrapolatedSeconds.toFixed(1)} s`],
    ]),
  )
}

console.log('\n5. Delivery: bytes budgets (gzip -9) and Lighthouse (mobile, simulated throttling)')
let budgets: Budget[] | undefined
let lighthouse: LighthouseFigures[] | undefined
let unusedJs: UnusedJsFigures[] | undefined
const pictureBytes = measurePictureBytes(fromRepo('public/images'))
console.log(`  Hero and card pictures per format (public/images, npm run images):\n${renderPictureBytes(pictureBytes)}\n`)
if (existsSync(fromRepo('dist/client'))) {
  const reader = new SiteAssetReader(fromRepo('dist/client'))
  budgets = measureBudgets(
    reader,
    reader.htmlFiles().map((htmlPath) => reader.page(htmlPath)),
    START_PAGE,
  )
  console.log(
    renderTable(
      [{ header: 'budget' }, { header: 'figure', align: 'right' }, { header: 'target' }],
      budgets.map((budget) => [budget.name, budget.figure, budget.target]),
    ),
  )
  console.log('  framework JS: files with React or i18next code; the chrome script of static pages is not framework.')
  if (!existsSync(CHROMIUM)) console.log(`\n  Unused JavaScript skipped: no Chromium at ${CHROMIUM}.`)
  else {
    console.log('\n  Unused JavaScript after load (Chromium coverage, no scroll, after idle; tools/bench/printUnusedJs.ts alone):')
    unusedJs = await measureUnusedJs(fromRepo('dist/client'))
    console.log(renderUnusedJs(unusedJs))
  }
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
  if (process.env.BENCH_LIGHTHOUSE === '0') console.log('\n  Lighthouse skipped (BENCH_LIGHTHOUSE=0).')
  else if (!existsSync(CHROMIUM))
    console.log(`\n  Lighthouse skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or CHROMIUM_PATH).`)
  else {
    console.log(`\n  Lighthouse 12 (${CHROMIUM} --headless --no-sandbox --disable-gpu), ${runs} runs per template, medians:`)
    lighthouse = await benchLighthouse(LIGHTHOUSE_TARGETS, runs, () => {})
    const ms = (value?: number) => (value === undefined ? '-' : `${(value / 1000).toFixed(2)} s`)
    console.log(
      renderTable(
        [
          { header: 'template' },
          { header: 'score', align: 'right' },
          { header: 'FCP', align: 'right' },
          { header: 'LCP', align: 'right' },
          { header: 'TBT', align: 'right' },
          { header: 'CLS', align: 'right' },
          { header: 'target' },
          { header: 'failed runs', align: 'right' },
        ],
        lighthouse.map((figures) => [
          figures.template,
          figures.score === undefined ? '-' : String(figures.score),
          ms(figures.fcpMs),
          ms(figures.lcpMs),
          figures.tbtMs === undefined ? '-' : `${Math.round(figures.tbtMs)} ms`,
          figures.cls === undefined ? '-' : figures.cls.toFixed(3),
          `score ≥ ${figures.target.minScore}${figures.target.maxLcpMs ? `, LCP ≤ ${(figures.target.maxLcpMs / 1000).toFixed(1)} s` : ''}`,
          String(figures.failures.length),
        ]),
      ),
    )
    for (const figures of lighthouse) for (const failure of new Set(figures.failures)) console.log(`  ! ${figures.template}: ${failure}`)
  }
} else {
  console.log('  dist/client does not exist, nothing to measure')
}

console.log(`\n6. Login load: a static page (npm run serve, its own process) alone and while ${LOGINS} clients log in without pause`)
let loginLoad: LoginLoadFigures | undefined
try {
  loginLoad = await benchLoginLoad()
  const ms = (value: number) => `${value.toFixed(1)} ms`
  console.log(
    renderTable(
      [
        { header: 'static page' },
        { header: 'requests' },
        { header: 'p50', align: 'right' },
        { header: 'p99', align: 'right' },
        { header: 'max', align: 'right' },
      ],
      [
        ['alone', loginLoad.idle.requests, ms(loginLoad.idle.p50Ms), ms(loginLoad.idle.p99Ms), ms(loginLoad.idle.maxMs)],
        [
          `${LOGINS} logins running`,
          loginLoad.underLoad.requests,
          ms(loginLoad.underLoad.p50Ms),
          ms(loginLoad.underLoad.p99Ms),
          ms(loginLoad.underLoad.maxMs),
        ],
      ],
    ),
  )
  const others = Object.entries(loginLoad.otherLoginStatuses).map(([status, count]) => `${count} × ${status}`)
  console.log(
    renderPairs([
      [
        'logins',
        `${loginLoad.loginsCompleted} in the loaded phase, ${loginLoad.loginsPerSecond} / s, p50 ${ms(loginLoad.loginP50Ms)} (they queue for the hashing thread)${others.length > 0 ? `; also ${others.join(', ')}` : ''}`,
      ],
      ['aim', 'p99 under 100 ms with the logins running'],
    ]),
  )
} catch (error) {
  console.log(`  ✗ not measured: ${error instanceof Error ? error.message : String(error)}`)
}

const totalSeconds = (performance.now() - benchStarted) / 1000
console.log(`\nBenchmark finished in ${totalSeconds.toFixed(1)} s`)
console.log(
  'BENCH_JSON ' +
    JSON.stringify({
      node: process.version,
      validation,
      build,
      scaleOut: { quarter, model: scaleOut ?? null, prerenderMarginalPagesPerSecond: prerenderScale ?? null },
      incremental: incremental ?? null,
      assets: assets && {
        fromFailedBuild: !build.ok,
        templates: assets.templates,
        lazyChunks: assets.lazyChunks.map(({ target, label, gzipBytes, extraFiles, extraGzipBytes }) => ({
          target,
          label: label ?? null,
          gzipBytes,
          extraFiles: extraFiles.length,
          extraGzipBytes,
        })),
        startPageIslands: assets.startPageIslands ?? null,
        missing: assets.missing,
        unmatchedIslands: assets.unmatchedIslands,
      },
      scale: { index: scale, prerender: prerender ?? null },
      budgets: budgets ?? null,
      pictureBytes,
      unusedJs: unusedJs?.map(({ scripts, ...figures }) => ({ ...figures, scripts: scripts.length })) ?? null,
      lighthouse:
        lighthouse?.map(({ target, ...figures }) => ({ ...figures, minScore: target.minScore, maxLcpMs: target.maxLcpMs ?? null })) ?? null,
      loginLoad: loginLoad ?? null,
      benchSeconds: round(totalSeconds, 1),
    }),
)

/** Build time as fixed cost plus pages over a marginal rate, through two builds of different sizes. */
function linearBuildModel(small: BuildFigures, large: BuildFigures): { fixedSeconds: number; marginalPagesPerSecond: number } {
  const marginalPagesPerSecond = (large.htmlPages - small.htmlPages) / Math.max(0.01, large.seconds - small.seconds)
  return {
    fixedSeconds: round(Math.max(0, small.seconds - small.htmlPages / marginalPagesPerSecond), 2),
    marginalPagesPerSecond: round(marginalPagesPerSecond, 1),
  }
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

function stripAnsi(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: an ANSI escape sequence starts with the ESC control character
  return text.replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, '')
}
