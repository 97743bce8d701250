/**
 * The incremental build's decisions (tools/build.ts): from the fingerprints of this build's inputs
 * (pageInputs.ts) and the last build's checked cache (buildCache.ts), whether the bundles can be reused (the code
 * did not change) and which pages (their inputs did not change, their files are as recorded); then, once the
 * pages are written, the record the next build starts from.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SiteIndex } from '../../engine/model/siteIndex.ts'
import { buildDate } from '../../engine/server/buildDate.ts'
import type { BlockDataByRoute } from '../../engine/model/blockDataByRoute.ts'
import type { Route } from '../../engine/model/route.ts'
import { notFoundPaths } from '../../engine/server/notFoundRoutes.ts'
import { serverErrorPaths } from '../../engine/server/serverErrorPage.ts'
import { prerenderedFileOf, routesToPrerender, type Shard } from '../prerender/pagesOfBuild.ts'
import {
  CACHE_VERSION,
  linkedPageCss,
  pageOutputHash,
  readBuildCache,
  type BuildManifest,
  type CacheReading,
  type PageRecord,
} from './buildCache.ts'
import type { DataStageRecord } from './dataStageCache.ts'
import { fileHashes, sha256, type FileHashes } from './fileHashes.ts'
import { codeFingerprints, pageInputsOf, siteFingerprint, type PageInputs } from './pageInputs.ts'
import { bundleHashes, localesRead, textReadsHasher } from './textInputs.ts'
import { changedClientFile, changedOutput, clientFileHashes, type AsWritten } from './reuseOutputs.ts'

export interface IncrementalPlan {
  code: string
  sharedCode: string
  blockCode: Record<string, string>
  /** The blocks whose own code alone changed: the bundles are built, and the pages that do not place them reused. */
  changedBlocks?: string[]
  shard: string[] | null
  pages: Map<string, PageInputs>
  /** The hash of a list of text reads against this build's bundles (textInputs.ts). */
  textsHash: (reads: readonly string[]) => string
  /** sha256 of each locale's bundle of this build. */
  localeHashes: Record<string, string>
  /** Whether a list of the last build's text reads (by its index) reads only bundles that did not change. */
  textsKept?: (set: number) => boolean
  /** The last build's manifest, when some of it is reused. */
  previous?: BuildManifest
  reuseBundles: boolean
  /** URLs whose pages are taken from the last build. */
  reuse: Set<string>
  /** What the build says about it. */
  message: string
}

export function planIncrementalBuild(options: {
  root: string
  buildDir: string
  site: SiteIndex
  shard: Shard
  blockData: BlockDataByRoute
  env: NodeJS.ProcessEnv
  clean: boolean
  /** The file hashes of this build, when the build has some already (each file is read once). */
  hashOf?: FileHashes
  /** The last build's cache, when the build has read it already. */
  reading?: CacheReading
  /** Which of the last build's files are as it wrote them, by their stamps (unchangedBuild.ts): those are not read again. */
  asWritten?: AsWritten
}): IncrementalPlan {
  const { root, buildDir, site, shard, blockData, env, clean } = options
  const hashOf = options.hashOf ?? fileHashes(root)
  const { code, shared: sharedCode, blocks: blockCode } = codeFingerprints(root, hashOf, env)
  // The year the footers print (engine/server/buildDate.ts) is read at render time: a new year renders every page.
  const year = String(buildDate(env).getUTCFullYear())
  const shared = sha256(sharedCode, siteFingerprint(root, site, hashOf), year)
  const routes = routesToPrerender(site, shard)
  const pages = pageInputsOf(site, routes, blockData, hashOf, shared, blockCode)
  for (const [url, inputs] of statusPageInputs(routes, pages, shared, blockCode)) pages.set(url, inputs)
  const shardList = shard ? [...shard].sort() : null
  const bundles = new Map([...site.project.bundles].map(([locale, bundle]) => [locale, bundle.data]))
  const textsHash = textReadsHasher(bundles)
  const localeHashes = bundleHashes(bundles)
  const scratch = (message: string): IncrementalPlan => ({
    code,
    sharedCode,
    blockCode,
    shard: shardList,
    pages,
    textsHash,
    localeHashes,
    reuseBundles: false,
    reuse: new Set(),
    message,
  })
  if (clean) return scratch('Build cache: not read (--clean); building from scratch')
  const reading = options.reading ?? readBuildCache(buildDir)
  if (!reading.ok) return scratch(`Build cache: ${reading.reason}; building from scratch`)
  const previous = reading.manifest
  if (JSON.stringify(previous.shard) !== JSON.stringify(shardList))
    return scratch('Build cache: the last build was of other markets; building from scratch')
  if (previous.code !== code && previous.sharedCode !== sharedCode)
    return scratch('Build cache: the code changed; building the bundles and every page')
  // A page is reused when its inputs are unchanged and the texts it read answer as they did (textInputs.ts): at once
  // when every bundle it read is unchanged, else by hashing what its reads answer now.
  const changedLocales = previous.localeHashes
    ? new Set(
        [...new Set([...Object.keys(localeHashes), ...Object.keys(previous.localeHashes)])].filter(
          (locale) => localeHashes[locale] !== previous.localeHashes?.[locale],
        ),
      )
    : undefined
  const keptSets = new Map<number, boolean>()
  const textsKept = (set: number) => {
    let kept = keptSets.get(set)
    if (kept === undefined) {
      const reads = previous.textReads[set]
      kept = changedLocales !== undefined && reads !== undefined && ![...localesRead(reads)].some((locale) => changedLocales.has(locale))
      keptSets.set(set, kept)
    }
    return kept
  }
  const setHashes = new Map<number, string>()
  const textsUnchanged = (record: PageRecord) => {
    if (record.texts === null || previous.textReads[record.texts] === undefined) return false
    if (textsKept(record.texts)) return true
    let hash = setHashes.get(record.texts)
    if (hash === undefined) {
      hash = textsHash(previous.textReads[record.texts])
      setHashes.set(record.texts, hash)
    }
    return hash === record.textsHash
  }
  const reuse = new Set(
    [...pages]
      .filter(([url, page]) => previous.pages[url]?.inputs === page.inputs && textsUnchanged(previous.pages[url]))
      .map(([url]) => url),
  )
  const edited = changedOutput(buildDir, previous, reuse, options.asWritten) ?? changedClientFile(buildDir, previous, options.asWritten)
  if (edited !== undefined)
    return scratch(`Build cache: the last build's ${edited} is not what the cache recorded (edited by hand?); building from scratch`)
  if (previous.code !== code) {
    const names = [...new Set([...Object.keys(blockCode), ...Object.keys(previous.blockCode)])]
    const changedBlocks = names.filter((name) => blockCode[name] !== previous.blockCode[name]).sort()
    return {
      code,
      sharedCode,
      blockCode,
      changedBlocks,
      shard: shardList,
      pages,
      textsHash,
      localeHashes,
      textsKept,
      previous,
      reuseBundles: false,
      reuse,
      message: `Build cache: only the code of ${changedBlocks.map((name) => `blocks/${name}`).join(', ')} changed; building the bundles, ${pages.size - reuse.size} of ${pages.size} pages to render, ${reuse.size} reused where their assets are unchanged`,
    }
  }
  return {
    code,
    sharedCode,
    blockCode,
    shard: shardList,
    pages,
    textsHash,
    localeHashes,
    textsKept,
    previous,
    reuseBundles: true,
    reuse,
    message: `Build cache: code unchanged, bundles reused; ${pages.size - reuse.size} of ${pages.size} pages to render, ${reuse.size} reused`,
  }
}

/**
 * The inputs of every market language's 404 and 500 pages, which the build renders from its chrome, its texts and
 * its start page (engine/server/notFoundRoutes.ts): the shared inputs, every block's code, and the inputs of every
 * page of that market language (more than they read, so never less); their texts are recorded as any page's.
 */
function statusPageInputs(
  routes: readonly Route[],
  pages: ReadonlyMap<string, PageInputs>,
  shared: string,
  blockCode: Record<string, string>,
): Map<string, PageInputs> {
  const status = new Map<string, PageInputs>()
  const routePaths = new Set(routes.map((route) => route.path))
  const urls = [...notFoundPaths(routes), ...serverErrorPaths(routes)].filter((url) => !routePaths.has(url))
  const sorted = [...pages].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  for (const url of urls) {
    const folder = url.replace(/[^/]+\/$/, '')
    const language = sorted.filter(([path]) => path.startsWith(folder))
    status.set(url, {
      inputs: sha256(shared, url, JSON.stringify(blockCode), ...language.map(([path, page]) => `${path} ${page.inputs}`)),
      // The files and blocks of the pages they are made from, as their inputs: npm run impact names them with those.
      files: [...new Set(language.flatMap(([, page]) => page.files))].sort(),
      blocks: [...new Set(language.flatMap(([, page]) => page.blocks))].sort(),
    })
  }
  return status
}

/** The whole manifest, once the build's client folder is complete (compressed). */
export function completeManifest(clientDir: string, manifest: Omit<BuildManifest, 'files'>): BuildManifest {
  return { ...manifest, files: clientFileHashes(clientDir, manifest.pageFiles) }
}

/**
 * The manifest of the build in `buildDir` once every page is written (`pageFiles`: all of them, below client/),
 * and the page stylesheets its pages link (route pages and the pages rendered on every build).
 */
export function recordBuild(
  buildDir: string,
  plan: IncrementalPlan,
  pageFiles: readonly string[],
  bundles: Record<string, string>,
  dataStage: DataStageRecord | null = null,
  textReads: ReadonlyMap<string, string[]> = new Map(),
): { manifest: Omit<BuildManifest, 'files'>; linkedCss: Set<string> } {
  const client = join(buildDir, 'client')
  const pages: Record<string, PageRecord> = {}
  const linkedCss = new Set<string>()
  // Each distinct list of reads once, with its hash against this build's bundles.
  const sets: string[][] = []
  const setOf = new Map<string, { index: number; hash: string }>()
  const textsOf = (reads: string[] | undefined, kept: PageRecord | undefined): Pick<PageRecord, 'texts' | 'textsHash'> => {
    if (reads === undefined) return { texts: null, textsHash: '' }
    const key = reads.join('\n')
    let set = setOf.get(key)
    if (!set) {
      // A reused page's list that reads only unchanged bundles keeps its hash.
      const unchanged = kept !== undefined && kept.texts !== null && plan.textsKept?.(kept.texts) === true
      set = { index: sets.push(reads) - 1, hash: unchanged ? kept.textsHash : plan.textsHash(reads) }
      setOf.set(key, set)
    }
    return { texts: set.index, textsHash: set.hash }
  }
  for (const [url, inputs] of plan.pages) {
    const file = prerenderedFileOf(url)
    const kept = plan.reuse.has(url) ? plan.previous?.pages[url] : undefined
    const css = kept ? kept.css : linkedPageCss(readFileSync(join(client, file), 'utf8'))
    const reads = kept && kept.texts !== null ? plan.previous?.textReads[kept.texts] : textReads.get(url)
    pages[url] = { file, ...inputs, output: kept ? kept.output : pageOutputHash(client, file), css, ...textsOf(reads, kept) }
    for (const href of css) linkedCss.add(href)
  }
  const routeFiles = new Set(Object.values(pages).map((page) => page.file))
  for (const file of pageFiles)
    if (!routeFiles.has(file)) for (const href of linkedPageCss(readFileSync(join(client, file), 'utf8'))) linkedCss.add(href)
  return {
    manifest: {
      version: CACHE_VERSION,
      code: plan.code,
      sharedCode: plan.sharedCode,
      blockCode: plan.blockCode,
      shard: plan.shard,
      pages,
      pageFiles: [...pageFiles],
      bundles,
      textReads: sets,
      localeHashes: plan.localeHashes,
      dataStage,
    },
    linkedCss,
  }
}
