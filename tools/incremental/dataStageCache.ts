/**
 * The data stage's result kept in the build cache (dist/.build-cache/data-stage.bin), for the next build whose data
 * stage inputs (dataStageInputs.ts) did not change: the generated routes (by the generator they came from) and what
 * every block loaded, in V8's serialization. It is kept only when it reads back equal to what the data stage
 * answered (a loader answering a class instance or a function would not), and taken only when its sha256 is the
 * one the checked manifest recorded (buildCache.ts), so a kept result is never stale nor edited by hand.
 */
import { deserialize, serialize } from 'node:v8'
import { isDeepStrictEqual } from 'node:util'
import type { BlockPlace } from '../../engine/model/placedBlocks.ts'
import type { BlockDataByRoute } from '../../engine/model/blockDataByRoute.ts'
import type { Route } from '../../engine/model/route.ts'
import { withGeneratedRoutes, type SiteIndex } from '../../engine/model/siteIndex.ts'
import { type DataStageResult, routeSourceKey } from '../../engine/node/data/runDataStage.ts'
import type { RouteItem } from '../../engine/shared/data/defineBlockData.ts'
import { sha256 } from './fileHashes.ts'

export const DATA_STAGE_FILE = 'data-stage.bin'

/** What the manifest says of the kept data stage. */
export interface DataStageRecord {
  /** dataStageFingerprint of the build that ran it. */
  inputs: string
  /** sha256 of the kept file. */
  hash: string
  /** The texts the data stage read (runDataStage recordText), and their textInputs.ts hash then. */
  texts: string[]
  textsHash: string
  /** loadsFingerprint (dataStageInputs.ts) of the build that ran it: its loads may answer a later data stage's. */
  loadInputs: string
}

interface KeptRoute {
  /** The generator's key (generatorKey). */
  generator: string
  path: string
  slug: string
  item?: RouteItem
  contentFiles?: string[]
}

interface KeptDataStage {
  generated: KeptRoute[]
  blockData: [string, [BlockPlace, unknown][]][]
  stats: DataStageResult['stats']
  renderMarkets: string[] | null
  /** Each load's key (runDataStage loadKey), by page and place. */
  loadKeys: [string, [BlockPlace, string][]][]
  /** The route source each generator's items came from, by generator key. */
  sources: [string, string][]
}

/** A generator route by what stays of it in the pages it generates. */
function generatorKey(route: Pick<Route, 'market' | 'language' | 'pageId'>): string {
  return `${route.market}/${route.language}/${route.pageId}`
}

/**
 * The data stage's result as bytes to keep, or why it cannot be kept. `validated` is the site the data stage
 * started from (its generators).
 */
export function keepDataStage(validated: SiteIndex, result: DataStageResult): { ok: true; bytes: Buffer } | { ok: false; reason: string } {
  const generators = new Set(validated.generators.map(generatorKey))
  if (generators.size !== validated.generators.length) return { ok: false, reason: 'two generators share a market, language and page' }
  const known = new Set(validated.routes.map((route) => route.path))
  const generated: KeptRoute[] = []
  for (const route of result.site.routes) {
    if (known.has(route.path)) continue
    const generator = generatorKey(route)
    if (!generators.has(generator)) return { ok: false, reason: `the generated page ${route.path} has no generator` }
    generated.push({
      generator,
      path: route.path,
      slug: route.page.value.slug as string,
      ...(route.item !== undefined ? { item: route.item } : {}),
      ...(route.contentFiles !== undefined ? { contentFiles: route.contentFiles } : {}),
    })
  }
  const kept: KeptDataStage = {
    generated,
    blockData: [...result.blockData].map(([path, places]) => [path, [...places]]),
    stats: result.stats,
    renderMarkets: result.renderMarkets ? [...result.renderMarkets] : null,
    loadKeys: [...result.loadKeys].map(([path, places]) => [path, [...places]]),
    // Only the generators whose source gave its items here: pages from the route listing carry no item data.
    sources: validated.generators.flatMap((template): [string, string][] => {
      const from = template.page.value.generate!.from
      return result.sourceRuns.has(routeSourceKey(from, template)) ? [[generatorKey(template), from]] : []
    }),
  }
  const bytes = serialize(kept)
  // What every load and route source answered was read back from a kept data stage (a page document changed, the
  // loads did not): it passed this check when it was kept. Else a loader's answer that is not plain data (a class
  // instance, a function) would come back otherwise from the next build's copy.
  const allTaken = result.loadsTaken === result.stats.loaders && result.sourcesRan === 0
  if (!allTaken && !isDeepStrictEqual(deserialize(bytes), kept))
    return { ok: false, reason: 'a loader answered something that does not read back the same (not plain data)' }
  return { ok: true, bytes }
}

/** The data stage's result from kept bytes, on the validated site it was run from; undefined when they do not fit it. */
export function restoreDataStage(validated: SiteIndex, bytes: Buffer, expectedHash: string): DataStageResult | undefined {
  if (sha256(bytes) !== expectedHash) return undefined
  const kept = deserialize(bytes) as KeptDataStage
  const generators = new Map(validated.generators.map((route) => [generatorKey(route), route]))
  const generated: Route[] = []
  for (const { generator, path, slug, item, contentFiles } of kept.generated) {
    const template = generators.get(generator)
    if (!template) return undefined
    // As the data stage makes it (engine/node/data/runDataStage.ts).
    generated.push({
      ...template,
      path,
      item,
      contentFiles,
      page: { ...template.page, value: { ...template.page.value, slug } },
    })
  }
  const blockData: BlockDataByRoute = new Map(kept.blockData.map(([path, places]) => [path, new Map(places)]))
  return {
    site: withGeneratedRoutes(validated, generated),
    blockData,
    problems: [],
    stats: kept.stats,
    ...(kept.renderMarkets ? { renderMarkets: new Set(kept.renderMarkets) } : {}),
    loadKeys: new Map(kept.loadKeys.map(([path, places]) => [path, new Map(places)])),
    loadsTaken: 0,
    sourcesTaken: 0,
    sourcesRan: 0,
    sourceRuns: new Set(),
  }
}

/**
 * What every load of a kept data stage answered, by its key (runDataStage earlierLoads); undefined when the bytes are
 * not what the manifest recorded.
 */
export function keptLoads(
  bytes: Buffer,
  expectedHash: string,
): { loads: Map<string, unknown>; items: Map<string, RouteItem[]> } | undefined {
  if (sha256(bytes) !== expectedHash) return undefined
  const kept = deserialize(bytes) as KeptDataStage
  const data = new Map(kept.blockData.map(([path, places]) => [path, new Map(places)]))
  const loads = new Map<string, unknown>()
  for (const [path, places] of kept.loadKeys)
    for (const [place, key] of places) {
      const answer = data.get(path)?.get(place)
      if (answer !== undefined) loads.set(key, answer)
    }
  // Each generator's items in the order its source gave them (the generated routes keep that order); a source that
  // gave none (a product line a market does not offer) has an empty list, taken as well rather than run again.
  const sources = new Map(kept.sources)
  const keyOf = (generator: string, from: string) => {
    const [market, language, pageId] = generator.split('/')
    return routeSourceKey(from, { market, language, pageId })
  }
  const items = new Map<string, RouteItem[]>(kept.sources.map(([generator, from]) => [keyOf(generator, from), []]))
  for (const { generator, item } of kept.generated) {
    const from = sources.get(generator)
    if (from === undefined || item === undefined) continue
    items.get(keyOf(generator, from))!.push(item)
  }
  return { loads, items }
}

/** The hash to record for kept bytes. */
export function dataStageHash(bytes: Buffer): string {
  return sha256(bytes)
}
