/**
 * npm run build: validates every document first and stops, writing nothing, on an error; then the data
 * stage loads what the pages need from the web API (engine/node/data) and stops the same way; then Vite
 * builds the bundles (tools/bundle) into a fresh folder (a build that will surely build them starts them in a worker
 * as it starts, beside validation and the data stage: tools/bundle/bundleInWorker.ts) and the prerender processes write the pages (tools/prerender, with
 * 404.html and 500.html), sitemap.xml and robots.txt are added, and the folder
 * replaces dist/ only when all of it succeeded. A failed build never leaves a partial site.
 *
 * Incremental (tools/incremental): the build keeps what each page was made from in dist/.build-cache/; the next
 * build reuses the bundles when no code changed and the pages whose inputs did not change, checked by hash.
 * `--clean` ignores the cache.
 *
 * `--markets de,at,ch` builds one shard: the pages of those markets (plus the shared market chooser and error
 * pages), for a CI matrix whose shards `npm run merge-shards` joins into one site.
 */
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { formatProblem } from '../engine/shared/problem.ts'
import { fromRepo } from '../engine/node/repoRoot.ts'
import { removeStaleBuildFolders } from '../engine/node/output/removeStaleBuildFolders.ts'
import { runCommand } from '../engine/node/cli/runCommand.ts'
import { loadProject } from '../engine/node/load/loadProject.ts'
import { buildSiteIndex } from '../engine/node/resolve/buildSiteIndex.ts'
import type { Project } from '../engine/model/project.ts'
import { startValidationBeside, validationVerdict } from './validation/validationBeside.ts'
import { writeSitemap } from '../engine/node/output/writeSitemap.ts'
import { pageChangeDates, readChangeDatesEarly } from './seo/pageChangeDates.ts'
// The date files changed and not committed get in the sitemaps: SOURCE_DATE_EPOCH pins it as it pins the pages' year.
import { prepareDelivery } from '../engine/node/delivery/prepareDelivery.ts'
import { variantsFolderOf } from '../engine/node/delivery/variantFile.ts'
import { readsEmbeddedApi, resolveApiSettings } from '../engine/shared/api/apiSettings.ts'
import type { SiteIndex } from '../engine/model/siteIndex.ts'
import { marketsOfShard, selectMarkets } from '../engine/node/shards/selectMarkets.ts'
import { availableParallelism } from 'node:os'
import { EngineBug, UsageError } from '../engine/shared/assert.ts'
import { recordingSend } from '../engine/node/data/recordedAnswers.ts'
import { startPrerenderProcesses } from './prerender/prerenderSite.ts'
import { builtPageFiles, routesToPrerender } from './prerender/pagesOfBuild.ts'
import { contentStore, TRANSFORM_CACHE_FOLDER, transformCacheLine } from './transformCache/contentStore.ts'
import { deliveryInputsOf } from './delivery/deliveryInputs.ts'
import { printProblems } from './data/printProblems.ts'
import { listedRoutesFor, readRouteListing, ROUTE_LISTING_FILE, routeListingOf, writeRouteListing } from './data/routeListing.ts'
import { CACHE_FOLDER, MANIFEST_NAME, readBuildCache, writeBuildManifest } from './incremental/buildCache.ts'
import { type BundlingWorker, bundleInWorker } from './bundle/bundleInWorker.ts'
import { apiAnswersCache } from './incremental/apiAnswersCache.ts'
import { keepAsSpare, removeEmptyPageFolders, type SpareFolder, takeSpareFolder } from './incremental/spareBuildFolder.ts'
import { DATA_STAGE_FILE, keepDataStage, keptLoads, restoreDataStage, type DataStageRecord } from './incremental/dataStageCache.ts'
import { storeDataStage, storedDataStage, storedLoadsStage, type StoredDataStage } from './incremental/storedDataStage.ts'
import { dataStageFingerprint, loadsFingerprint } from './incremental/dataStageInputs.ts'
import { collectTextReads } from './incremental/textReadsRecord.ts'
import { textReadsHasher } from './incremental/textInputs.ts'
import { policyFacts, readPolicyFacts } from './incremental/policyFactsCache.ts'
import { fileHashes, sha256 } from './incremental/fileHashes.ts'
import { buildStart, writeUnchangedRecord, writtenAsRecorded } from './incremental/unchangedBuild.ts'
import type { DataStageResult } from '../engine/node/data/runDataStage.ts'
import { completeManifest, planIncrementalBuild, recordBuild } from './incremental/planIncrementalBuild.ts'
import {
  keepBundles,
  pagesWithChangedAssets,
  removeUnlinkedPageCss,
  restoreBundles,
  reusePreviousClient,
} from './incremental/reuseOutputs.ts'

const USAGE = `Usage: npm run build [-- --markets de,at,ch | --shard 2/4] [--clean]

  --markets  build only these markets' pages (a shard) into dist-markets/<codes> (SITE_DIST to choose);
             the whole site in dist/ is left as it is; join shards with npm run merge-shards
  --shard    build shard 2 of 4: the markets split into 4 shards of about equal size
  --clean    build from scratch, without reusing the last build (dist/.build-cache)
  --help     this text`

/** Below this many pages to render, the build renders them in its own process only (unless PRERENDER_PROCESSES says). */
const FEW_PAGES = 300

const ARGUMENTS = {
  strict: true,
  options: {
    markets: { type: 'string' },
    shard: { type: 'string' },
    clean: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
} as const satisfies ParseArgsConfig

let documentsChecked: Promise<boolean> | undefined
/** The bundles, when the build started them in a worker as it started (tools/bundle/bundleInWorker.ts). */
let earlyBundles: BundlingWorker | undefined
/** The replaced build's folders, emptied beside the build's work for its staging folder (spareBuildFolder.ts). */
let spare: SpareFolder | undefined

await runCommand(async () => {
  try {
    return await build()
  } catch (error) {
    // A project the validation refuses can break the steps that ran beside it: its problems are the answer then.
    if (!(await documentsValid())) return 1
    throw error
  } finally {
    await spare?.giveUp()
    await earlyBundles?.stop()
    // A build that stopped before taking the finished bundles (invalid documents): their folder goes too. A build
    // that took them renamed it.
    if (earlyBundles) rmSync(fromRepo(earlyBundles.buildDir), { recursive: true, force: true })
  }
})

/** Whether the validation beside the build found no error; its problems (warnings too) are printed once. */
function documentsValid(): Promise<boolean> {
  documentsChecked ??= validationVerdict().then(({ problems, valid }) => {
    for (const problem of problems) console.log(formatProblem(problem))
    if (!valid)
      console.error('✗ Build stopped: fix the document errors above. Nothing was written; the last good build in dist/ is untouched.')
    return valid
  })
  return documentsChecked
}

/** The site's pages from its documents as they load, before the validation's verdict: undefined when they do not make one. */
function siteIndexOf(project: Project): SiteIndex | undefined {
  if (project.problems.some((problem) => problem.severity === 'error')) return undefined
  try {
    return buildSiteIndex(project)
  } catch {
    // Documents the validation will refuse (it says why).
    return undefined
  }
}

function engineBug(message: string): never {
  throw new EngineBug(message)
}

async function build(): Promise<number> {
  const started = performance.now()
  let flags: ReturnType<typeof parseArgs<typeof ARGUMENTS>>['values']
  try {
    flags = parseArgs(ARGUMENTS).values
  } catch (error) {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`)
    return 2
  }
  if (flags.help) {
    console.log(USAGE)
    return 0
  }
  startValidationBeside()
  void readChangeDatesEarly(fromRepo('.'))
  const processes = prerenderProcesses(process.env.PRERENDER_PROCESSES)
  // A build that will surely build the bundles (--clean, or no last build to reuse them from) builds them beside
  // validation and the data stage, in a worker, into the staging folder it will have. A build of chosen markets
  // knows its folder only once they are checked: it builds them in turn.
  const earlyTarget = flags.markets === undefined ? (process.env.SITE_DIST ?? 'dist') : undefined
  if (earlyTarget !== undefined && (flags.clean || !existsSync(fromRepo(join(earlyTarget, CACHE_FOLDER, MANIFEST_NAME)))))
    earlyBundles = bundleInWorker(`${earlyTarget}-staging-${process.pid}`)
  // Before any input is read: what the record for the next build's "nothing changed" check says (unchangedBuild.ts).
  const startedFrom = buildStart(fromRepo('.'), process.argv.slice(2), process.env)
  const phases = phaseTimes()
  // Every document is checked against its schema and the project's rules in a process of its own meanwhile
  // (tools/validation/validationBeside.ts): this one loads them as they are and writes nothing before the verdict.
  const index = siteIndexOf(loadProject())
  phases.mark('documents')
  if (!index) return (await documentsValid()) ? engineBug('the documents load with problems, but the validation found none') : 1
  if (flags.markets !== undefined && flags.shard !== undefined) {
    if (!(await documentsValid())) return 1
    console.error(`✗ --markets and --shard choose the markets two ways: give one\n\n${USAGE}`)
    return 2
  }
  const pagesPerMarket = (site: SiteIndex) =>
    new Map([...site.markets.keys()].map((code) => [code, site.routes.filter((route) => route.market === code).length]))
  const selection =
    flags.shard !== undefined ? marketsOfShard(flags.shard, pagesPerMarket(index)) : selectMarkets(flags.markets, index.markets.keys())
  if (!selection.ok) {
    if (!(await documentsValid())) return 1
    console.error(`✗ ${selection.message}\n\n${USAGE}`)
    return 2
  }
  // --shard splits by every page, generated ones included, so it is chosen once the route sources have run.
  const { shard: shardFlag } = flags
  const renderMarkets =
    shardFlag !== undefined
      ? (site: SiteIndex) => (marketsOfShard(shardFlag, pagesPerMarket(site)) as { markets: ReadonlySet<string> }).markets
      : selection.markets
  // SITE_DIST lets two builds run side by side (default dist/). A build of chosen markets never replaces the whole
  // site in dist/ (its market chooser would link to markets it did not build): it has a folder of its own.
  const target = process.env.SITE_DIST ?? (flags.markets !== undefined && selection.markets ? marketsFolder(selection.markets) : 'dist')
  const staging = `${target}-staging-${process.pid}`
  // A killed build never reached its finally: its staging or previous folder would stay forever.
  removeStaleBuildFolders(fromRepo(target))
  // The last build's record (tools/incremental): its data stage result is taken when the data stage's inputs did not change.
  const hashOf = fileHashes(fromRepo('.'))
  // Which files of the last build are as it wrote them, by their stamps: their recorded hashes hold without reading them.
  const asWritten = flags.clean ? undefined : writtenAsRecorded(fromRepo(target))
  // Once the stamps are compared: bundles built early write into the staging folder themselves; a --clean build takes
  // nothing of the last build.
  if (!earlyBundles && !flags.clean) spare = takeSpareFolder(fromRepo(target), fromRepo(staging))
  const lastBuild = flags.clean ? undefined : readBuildCache(fromRepo(target), asWritten)
  const api = resolveApiSettings(index.project.site!.data.api, process.env)
  const dataInputs = readsEmbeddedApi(api.endpointBase)
    ? dataStageFingerprint(fromRepo('.'), hashOf, process.env, JSON.stringify([flags.markets ?? null, flags.shard ?? null]))
    : undefined
  const kept = lastBuild?.ok ? lastBuild.manifest.dataStage : null
  const textsHash = textReadsHasher(new Map([...index.project.bundles].map(([locale, bundle]) => [locale, bundle.data])))
  const dataTexts = new Set<string>()
  const fromLastBuild =
    dataInputs !== undefined && kept?.inputs === dataInputs && textsHash(kept.texts) === kept.textsHash
      ? restoreKeptDataStage(index, fromRepo(join(target, CACHE_FOLDER, DATA_STAGE_FILE)), kept.hash)
      : undefined
  // Without a last build to take it from (--clean, a fresh dist/), the data stage kept by content in the transform
  // cache, under the same inputs (storedDataStage.ts).
  const stages = dataInputs !== undefined ? contentStore('data-stage') : undefined
  const loadsStore = dataInputs !== undefined ? contentStore('data-loads') : undefined
  const stored =
    !fromLastBuild && stages && dataInputs !== undefined
      ? takeStoredDataStage(index, storedDataStage(stages, dataInputs), textsHash)
      : undefined
  const keptData = fromLastBuild ?? stored?.data
  const taken: { record: DataStageRecord; bytes: Buffer | undefined } | undefined =
    fromLastBuild && kept ? { record: kept, bytes: undefined } : stored
  // The reference API's answers to the last build, asked again only for what they do not hold (apiAnswersCache.ts).
  // Kept also by a build that takes the data stage whole (they are read only when it runs).
  const answers = dataInputs !== undefined ? apiAnswersCache(lastBuild?.ok ? fromRepo(join(target, CACHE_FOLDER)) : undefined) : undefined
  // The answers are recorded for the processes that prerender beside this one, if there are any (tools/prerender).
  let recording: ReturnType<typeof recordingSend> | undefined
  const record =
    processes > 1 || answers !== undefined
      ? (send: typeof fetch) => {
          const asked = answers ? answers.wrap(send) : send
          if (processes === 1) return asked
          recording = recordingSend(asked)
          return recording.send
        }
      : undefined
  // Every market's generated pages, from any earlier build, when they are all a build of some markets needs of the
  // others (tools/data/routeListing.ts): their route sources do not run.
  const listingFile = fromRepo(ROUTE_LISTING_FILE)
  const listingInputs =
    dataInputs !== undefined ? dataStageFingerprint(fromRepo('.'), hashOf, process.env, JSON.stringify([null, null])) : undefined
  const listing =
    listingInputs !== undefined && !keptData && !flags.clean && flags.markets !== undefined && selection.markets
      ? readRouteListing(listingFile, listingInputs, textsHash)
      : undefined
  if (listing && !listing.ok) console.log(`  Every market's route sources run: ${listing.reason}`)
  // A data stage that runs again takes the last one's loads whose keys it knows, while their other inputs are unchanged.
  const loadInputs = dataInputs !== undefined ? loadsFingerprint(fromRepo('.'), hashOf, process.env) : undefined
  const lastLoads =
    !keptData && kept && loadInputs !== undefined && kept.loadInputs === loadInputs && textsHash(kept.texts) === kept.textsHash
      ? readKeptLoads(fromRepo(join(target, CACHE_FOLDER, DATA_STAGE_FILE)), kept.hash)
      : undefined
  // Else those of the data stage the transform cache keeps under the same loads fingerprint.
  const storedLoads =
    !keptData && !lastLoads && stages && loadsStore && loadInputs !== undefined
      ? storedLoadsStage(stages, loadsStore, loadInputs)
      : undefined
  const earlierFrom = lastLoads && kept ? { loads: lastLoads, texts: kept.texts } : takeStoredLoads(storedLoads, textsHash)
  const earlier = earlierFrom?.loads
  // The texts those loads and route sources read are this data stage's reads too.
  if (earlierFrom) for (const read of earlierFrom.texts) dataTexts.add(read)
  const dataStarted = performance.now()
  const loadData = (listed: boolean) =>
    // Loaded when the data stage runs (the reference API and the site's API client take a second to load).
    import('./data/prepareSite.ts').then(({ loadSiteData }) =>
      loadSiteData(index, (file) => import(pathToFileURL(fromRepo(file)).href), {
        renderMarkets,
        send: record,
        recordText: (read) => dataTexts.add(read),
        earlierLoads: earlier?.loads,
        earlierItems: earlier?.items,
        ...(listed && listing?.ok && selection.markets ? { listedRoutes: listedRoutesFor(index, listing.listing, selection.markets) } : {}),
      }),
    )
  let data = keptData ?? (await loadData(true))
  let listed = listing?.ok === true && !keptData
  if (data.staleListing !== undefined) {
    console.log(`  The route listing is not taken (${data.staleListing}): every market's route sources run`)
    listed = false
    data = await loadData(false)
  }
  if (data.problems.length > 0) {
    if (!(await documentsValid())) return 1
    printProblems(data.problems)
    console.error(
      '✗ Build stopped: the data the pages need did not load (above). Nothing was written; the last good build in dist/ is untouched.',
    )
    return 1
  }
  const { stats } = data
  console.log(
    keptData
      ? `✓ Data: taken from ${fromLastBuild ? 'the last build' : `the transform cache (${TRANSFORM_CACHE_FOLDER}/)`}, its inputs unchanged (${stats.loaders} block loads and ${stats.generatedRoutes} generated pages, in ${seconds(performance.now() - dataStarted)})`
      : `✓ Data: ${stats.loaders} block loads and ${stats.generatedRoutes} generated pages from ${stats.calls} calls (${stats.requests} requests, ${stats.retries} retries${answers?.kept() && stats.requests > 0 ? `; ${stats.requests - answers.sent()} answered as to the last build` : ''})${data.loadsTaken + data.sourcesTaken > 0 ? `; taken from ${lastLoads ? 'the last build' : 'the transform cache'}: ${data.loadsTaken} of ${stats.loaders} block loads, ${data.sourcesTaken} route source runs` : ''}${listed ? `; the other markets' generated pages from ${ROUTE_LISTING_FILE}` : ''}`,
  )
  // Kept for the next build, and for this build's other prerender processes, which take it instead of running the
  // data stage again (the recorded answers are their way when it cannot be kept).
  const dataStage =
    taken ??
    keepForNextBuild(
      index,
      data,
      dataInputs && loadInputs ? { data: dataInputs, loads: loadInputs } : undefined,
      [...dataTexts].sort(),
      textsHash,
    )
  const dataFile = fromRepo(join(staging, CACHE_FOLDER, DATA_STAGE_FILE))
  phases.mark('data')
  // This process prerenders slice 0, from the validated site and its data (tools/prerender).
  const shard = data.renderMarkets
  const prepared = { site: data.site, blockData: data.blockData }
  if (shard)
    console.log(`✓ Shard: ${[...shard].join(', ')} (${routesToPrerender(data.site, shard).length} of ${data.site.routes.length} pages)`)
  const plannedAt = performance.now()
  const plan = planIncrementalBuild({
    root: fromRepo('.'),
    buildDir: fromRepo(target),
    site: data.site,
    shard,
    blockData: data.blockData,
    env: process.env,
    clean: flags.clean === true,
    hashOf,
    reading: lastBuild,
    asWritten,
  })
  console.log(
    `✓ ${plan.message} (validation and data ${seconds(plannedAt - started)}, fingerprints ${seconds(performance.now() - plannedAt)})`,
  )
  phases.mark('plan')
  // Nothing is written before the documents are known to be valid.
  if (!(await documentsValid())) return 1
  phases.mark('validation (waited for)')
  // A whole build's kept data stage lists every market too, and its texts are recorded: the listing is written again
  // when it is missing.
  const wholeKept = taken && flags.markets === undefined && flags.shard === undefined && !existsSync(listingFile)
  if ((wholeKept || (!keptData && !listed)) && listingInputs !== undefined) {
    const texts = wholeKept && taken ? taken.record.texts : [...dataTexts].sort()
    writeRouteListing(listingFile, routeListingOf(index, data.site, { inputs: listingInputs, texts, textsHash: textsHash(texts) }))
  }
  // A few pages to render do not pay for starting processes that each prepare the whole site again.
  // PRERENDER_PROCESSES, when set, is obeyed whatever the count (a test makes the second process fail).
  const fewPages = plan.pages.size - plan.reuse.size < FEW_PAGES && !process.env.PRERENDER_PROCESSES
  // The other processes take the kept data stage; without it they would replay the answers of a data stage that ran
  // every route source, which a build from the route listing did not record.
  const renderProcesses = fewPages || (listed && !dataStage.record) ? 1 : processes
  let stopPrerenderers = () => {}
  try {
    // A build that reuses the bundles links its unchanged pages into the replaced build's folders (spareBuildFolder.ts).
    const fromSpare = plan.reuseBundles && plan.previous !== undefined && spare !== undefined && (await spare.taken())
    if (!fromSpare) await spare?.giveUp()
    await answers?.keep(fromRepo(join(staging, CACHE_FOLDER)))
    if (dataStage.record) {
      mkdirSync(dirname(dataFile), { recursive: true })
      if (dataStage.bytes) writeFileSync(dataFile, dataStage.bytes)
      else linkSync(fromRepo(join(target, CACHE_FOLDER, DATA_STAGE_FILE)), dataFile)
      // A data stage that ran is kept by content too, for a build without this one's cache (storedDataStage.ts).
      if (!taken && dataStage.bytes && stages && loadsStore)
        storeDataStage(stages, loadsStore, { record: dataStage.record, bytes: dataStage.bytes })
    }
    // The other prerender processes start now and get ready (validation, data) while Vite builds the bundles.
    const prerenderers = startPrerenderProcesses(renderProcesses, staging, {
      answers: recording && !dataStage.record ? await recording.answers() : [],
      dataStage: dataStage.record ? { file: dataFile, hash: dataStage.record.hash } : null,
      shard: shard ? [...shard] : null,
      reuse: [...plan.reuse],
    })
    stopPrerenderers = prerenderers.stop
    const builtAt = performance.now()
    // The config as this process imports it, not as a file: Vite would otherwise bundle and load vite.config.ts again.
    let bundles: Record<string, string>
    let reusedFiles: string[] = []
    // Bundles built in the worker took their own time, beside the steps before.
    let bundledMs: number | undefined
    if (plan.reuseBundles && plan.previous) {
      if (earlyBundles) throw new EngineBug('the bundles were built beside the build, and the plan reuses the last ones')
      restoreBundles(fromRepo(target), fromRepo(staging), plan.previous)
      bundles = plan.previous.bundles
      reusedFiles = reusePreviousClient(fromRepo(target), fromRepo(staging), plan.previous, plan.reuse)
    } else {
      if (earlyBundles) {
        if (earlyBundles.buildDir !== staging)
          throw new EngineBug(`the bundles were built into ${earlyBundles.buildDir}, the build's folder is ${staging}`)
        const bundled = await earlyBundles.done
        bundledMs = bundled.ms
        // As when Vite builds in this thread: the pages render with the variables it set (NODE_ENV=production: React's
        // production build), at the same point of the build, after the fingerprints and the other processes' start.
        for (const [name, value] of bundled.env)
          if (value === null) delete process.env[name]
          else process.env[name] = value
      } else {
        // Vite and its plugins load only when the bundles are built (a second and more).
        const { bundleSite } = await import('./bundle/bundleSite.ts')
        await bundleSite(staging, (await import('../vite.config.ts')).default)
      }
      bundles = keepBundles(fromRepo(staging))
      // Only blocks' own code changed: the pages that do not place them are taken, unless an asset they name changed.
      if (plan.changedBlocks && plan.previous) {
        const changed = pagesWithChangedAssets(fromRepo(target), fromRepo(staging), plan.previous, plan.reuse)
        for (const url of changed) plan.reuse.delete(url)
        if (changed.length > 0) console.log(`  ${changed.length} pages name assets the new bundles changed: rendered again`)
        reusedFiles = reusePreviousClient(fromRepo(target), fromRepo(staging), plan.previous, plan.reuse, true)
      }
    }
    const prerenderAt = performance.now()
    phases.mark('bundles')
    // The build's fixed cost (issue 28 §2: at most 8 s): what a build of no pages does before its pages, counted from
    // the process' start (performance.now() is), the loading of the build's own modules included.
    console.log(`✓ Before the first page  ${seconds(prerenderAt)} (CPU ${cpuSeconds()}); ${transformCacheLine()}`)
    console.log(`  Steps so far: ${phases.text()}`)
    await prerenderers.prerender(prepared, shard, plan.reuse)
    // The server bundle served only the prerendering (the site is static); the cache keeps it for the next build.
    rmSync(fromRepo(`${staging}/server`), { recursive: true, force: true })
    const client = fromRepo(`${staging}/client`)
    const pageFiles = builtPageFiles(data.site, shard)
    phases.mark('prerender')
    const { manifest, linkedCss } = recordBuild(
      fromRepo(staging),
      plan,
      pageFiles,
      bundles,
      dataStage.record,
      collectTextReads(fromRepo(staging)),
    )
    removeUnlinkedPageCss(client, linkedCss)
    if (fromSpare && plan.previous) {
      const kept = new Set(pageFiles)
      const gone = plan.previous.pageFiles.filter((file) => !kept.has(file))
      removeEmptyPageFolders(client, gone)
      removeEmptyPageFolders(variantsFolderOf(client), gone)
    }
    console.log(
      `✓ Bundles in ${seconds(prerenderAt - builtAt)}${bundledMs !== undefined ? ` (built in ${seconds(bundledMs)} beside validation and data)` : ''}; pages prerendered in ${seconds(performance.now() - prerenderAt)} by ${renderProcesses} process${renderProcesses === 1 ? '' : 'es'} (${plan.pages.size - plan.reuse.size} of ${plan.pages.size} route pages rendered, bundles ${plan.reuseBundles ? 'reused' : 'built'})`,
    )
    // The reference micro-apps (apps/), served beside the pages at /web-apps/ (reused with the bundles).
    if (!plan.reuseBundles) {
      const { keptWebApps } = await import('./transformCache/keptWebApps.ts')
      await keptWebApps(client, { suffix: api.bootstrapperSuffix })
    }
    phases.mark('record and micro-apps')
    // <lastmod>: the newest commit among each page's documents, data files and the texts it read (pageChangeDates.ts).
    const pageDates = pageChangeDates({
      root: fromRepo('.'),
      site: data.site,
      readsOf: (url) => {
        const texts = manifest.pages[url]?.texts
        return texts === null || texts === undefined ? undefined : manifest.textReads[texts]
      },
      cacheFrom: fromRepo(join(target, CACHE_FOLDER)),
      cacheTo: fromRepo(join(staging, CACHE_FOLDER)),
      warn: console.warn,
    })
    const htmlFiles = writeSitemap(data.site, client, routesToPrerender(data.site, shard), pageDates)
    // _headers (security and cache headers for static hosts and npm run serve), _redirects (404 rules), then .br and .gz
    // of every text file in dist/compressed/.
    // The prerender processes compressed the pages as they wrote them (tools/prerender/writePages.ts).
    // Files reused from the last build have their variants already.
    const precompressed = new Set([...pageFiles, ...reusedFiles].map((file) => join(file)))
    phases.mark('sitemaps')
    // Only the pages written anew are read for _headers; the others' facts are kept by their output hash.
    const usage = deliveryInputsOf(index, process.env)
    const facts = policyFacts(
      client,
      usage,
      plan.previous ? readPolicyFacts(fromRepo(target), plan.previous) : undefined,
      new Map(Object.values(manifest.pages).map((page) => [page.file, page.output])),
    )
    const delivery = await prepareDelivery(client, usage, {
      precompressed,
      policyFactsOf: facts.factsOf,
      variantStore: contentStore('variants'),
    })
    const { compression } = delivery
    console.log(
      `✓ Compressed ${compression.files} files: ${mb(compression.bytes)} → brotli ${mb(compression.brotliBytes)}, gzip ${mb(compression.gzipBytes)}; ${delivery.headerRules} header rules in _headers, ${delivery.redirectRules} rules in _redirects`,
    )
    console.log(`✓ Finally, ${transformCacheLine()}`)
    // Last, when every file is written: the record the next build trusts only where its hashes still match.
    phases.mark('delivery')
    writeBuildManifest(fromRepo(staging), { ...completeManifest(client, manifest), policyFacts: facts.keep(fromRepo(staging)) })
    phases.mark('manifest')
    const previous = `${target}-previous-${process.pid}`
    if (existsSync(fromRepo(target))) renameSync(fromRepo(target), fromRepo(previous))
    renameSync(fromRepo(staging), fromRepo(target))
    keepAsSpare(fromRepo(previous), fromRepo(target))
    // Not when the data comes from an API at a full URL, which may answer otherwise at any time.
    if (dataInputs !== undefined) writeUnchangedRecord(fromRepo(target), startedFrom, plan.pages.size, htmlFiles)
    phases.mark('replace')
    console.log(`✓ Times: ${phases.text()}`)
    console.log(`✓ Built ${htmlFiles} pages into ${target}/client in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    if (target !== 'dist' && process.env.SITE_DIST === undefined)
      console.log(`  The whole site in dist/ is untouched. See these pages with: SITE_DIST=${target} npm run serve`)
    return 0
  } finally {
    stopPrerenderers()
    rmSync(fromRepo(staging), { recursive: true, force: true })
  }
}

/** What the last build's loads and route sources answered, by key, when its kept data stage is there and is what the manifest recorded. */
function readKeptLoads(file: string, hash: string): ReturnType<typeof keptLoads> {
  if (!existsSync(file)) return undefined
  return keptLoads(readFileSync(file), hash)
}

/** A data stage kept in the transform cache, restored on the validated site, when the texts it read are unchanged. */
function takeStoredDataStage(
  index: SiteIndex,
  stored: StoredDataStage | undefined,
  textsHash: (reads: readonly string[]) => string,
): { data: DataStageResult; record: DataStageRecord; bytes: Buffer } | undefined {
  if (!stored || textsHash(stored.record.texts) !== stored.record.textsHash) return undefined
  const data = restoreDataStage(index, stored.bytes, stored.record.hash)
  if (!data) console.log(`  The data stage kept in ${TRANSFORM_CACHE_FOLDER}/ does not match its record; running the data stage`)
  return data ? { data, record: stored.record, bytes: stored.bytes } : undefined
}

/** The loads and route source runs of a data stage kept in the transform cache, when the texts it read are unchanged. */
function takeStoredLoads(
  stored: StoredDataStage | undefined,
  textsHash: (reads: readonly string[]) => string,
): { loads: NonNullable<ReturnType<typeof keptLoads>>; texts: string[] } | undefined {
  if (!stored || textsHash(stored.record.texts) !== stored.record.textsHash) return undefined
  const loads = keptLoads(stored.bytes, stored.record.hash)
  return loads ? { loads, texts: stored.record.texts } : undefined
}

/** The last build's data stage result, when its file is there and is what the manifest recorded. */
function restoreKeptDataStage(index: SiteIndex, file: string, hash: string): DataStageResult | undefined {
  if (!existsSync(file)) return undefined
  const restored = restoreDataStage(index, readFileSync(file), hash)
  if (!restored)
    console.log(`  The kept data stage result ${CACHE_FOLDER}/${DATA_STAGE_FILE} does not match its record; running the data stage`)
  return restored
}

/** The data stage's result to keep, with its record; no record when it cannot be kept (said why) or the API is not embedded. */
function keepForNextBuild(
  index: SiteIndex,
  data: DataStageResult,
  inputs: { data: string; loads: string } | undefined,
  texts: string[],
  textsHash: (reads: readonly string[]) => string,
): { record: DataStageRecord | null; bytes: Buffer | undefined } {
  if (inputs === undefined) return { record: null, bytes: undefined }
  const keeping = keepDataStage(index, data)
  if (!keeping.ok) {
    console.log(`  The data stage result is not kept for the next build: ${keeping.reason}`)
    return { record: null, bytes: undefined }
  }
  return {
    record: { inputs: inputs.data, loadInputs: inputs.loads, hash: sha256(keeping.bytes), texts, textsHash: textsHash(texts) },
    bytes: keeping.bytes,
  }
}

/** Where `--markets lu,be` writes without SITE_DIST: dist-markets/be-lu. */
function marketsFolder(markets: ReadonlySet<string>): string {
  return `dist-markets/${[...markets].sort().join('-')}`
}

/** The time of each step of the build since the last mark, and this process' CPU time in it, for the incremental figures (docs/benchmarks.md). */
function phaseTimes(): { mark(name: string): void; text(): string } {
  const marks: [string, number, number][] = []
  let last = performance.now()
  let lastCpu = process.cpuUsage()
  return {
    mark(name) {
      const now = performance.now()
      const { user, system } = process.cpuUsage(lastCpu)
      marks.push([name, now - last, (user + system) / 1000])
      last = now
      lastCpu = process.cpuUsage()
    },
    text: () => marks.map(([name, ms, cpu]) => `${name} ${seconds(ms)} (CPU ${seconds(cpu)})`).join(', '),
  }
}

/** This process' CPU time since it started (its threads too: Vite's bundler, the compression pool). */
function cpuSeconds(): string {
  const { user, system } = process.cpuUsage()
  return seconds((user + system) / 1000)
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`
}

/** PRERENDER_PROCESSES, else one per core the machine offers. */
function prerenderProcesses(setting: string | undefined): number {
  if (setting === undefined || setting === '') return availableParallelism()
  const count = Number(setting)
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new UsageError(
      `PRERENDER_PROCESSES is "${setting}": give a whole number from 1 to 64 (the processes that prerender pages at once), or leave it unset for one per core`,
    )
  return count
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
