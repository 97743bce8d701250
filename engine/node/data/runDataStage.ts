import { createHash } from 'node:crypto'
import type { ApiContext } from '../../shared/api/ApiContext.ts'
import type { Transport } from '../../shared/api/callOptions.ts'
import type { Result } from '../../shared/api/result.ts'
import type { DataApi } from '../../shared/data/dataApi.ts'
import type { DataContext, RouteItem } from '../../shared/data/defineBlockData.ts'
import { resolveLayoutName } from '../../shared/layoutNames.ts'
import { createI18n, LAST_FALLBACK_LOCALE } from '../../shared/i18n/createI18n.ts'
import { pagePath } from '../../shared/linkTo.ts'
import type { Problem } from '../../shared/problem.ts'
import { placedBlocks, type BlockPlace, type PlacedBlock } from '../../model/placedBlocks.ts'
import type { BlockDataByRoute } from '../../model/blockDataByRoute.ts'
import { withGeneratedRoutes, type SiteIndex } from '../../model/siteIndex.ts'
import type { Route } from '../../model/route.ts'
import { originOf, type SourceRef } from '../../model/tracked.ts'
import { createBuildFetch, DEFAULT_BUILD_FETCH, type BuildFetchSettings, type BuildFetchStats } from './createBuildFetch.ts'
import { ApiCallFailed, dataProblem, LoaderGaveNothing, type FailureSite } from './dataFailure.ts'
import { pageItemMismatch } from '../validate/routeItemSchemas.ts'
import type { DataModules } from './findDataModules.ts'

/**
 * The site's web API client for one market language: each of its calls answers a Result (its members that are not
 * calls are left alone). The site passes its own (features/web-api's createApiClient, see tools/data/prepareSite.ts):
 * the engine knows how to send, cache and retry requests, not which endpoints exist.
 */
export type ApiClientFactory = (context: ApiContext, transport?: Transport) => object

export interface DataStageOptions {
  modules: DataModules
  /** Makes the client whose calls loaders get as `context.api` (typed by SiteEngine.DataApi). */
  createApi: ApiClientFactory
  /** Sends one request: Node's fetch for a real API, the embedded reference API otherwise (tools/ decide). */
  send: typeof fetch
  /** Base URL of the web API the build reads, such as "https://api.example.com" or the embedded "/api". */
  endpointBase: string
  endpointBaseGrpc: string
  fetchSettings?: Partial<BuildFetchSettings>
  /**
   * A shard build's markets, or how to choose them once every page is known: block data loads only for their
   * pages (route sources still run for all markets, for the alternates).
   */
  renderMarkets?: ReadonlySet<string> | ((site: SiteIndex) => ReadonlySet<string>)
  /**
   * Told every text a loader or route source reads (`context.text`), as "<locale chain> t <key>" (the chain joined
   * by ">"): the incremental build takes the data stage's last result only while those texts are unchanged.
   */
  recordText?: (read: string) => void
  /**
   * The other markets' generated routes, known from an earlier build (the build's route listing,
   * tools/data/routeListing.ts): route sources then run only for `sourceMarkets`, and `arrange` gets their routes and
   * answers every market's generated routes in the order a whole data stage makes them, or why it cannot (the
   * listing no longer fits: the build then runs the data stage without it).
   */
  listedRoutes?: ListedRoutes
  /**
   * What loaders answered in an earlier data stage, by loadKey: a load whose key is among them is answered from it
   * without running. Only for an earlier stage of the same loader code, API answers and texts (the build decides,
   * tools/incremental/dataStageCache.ts): a loader is a function of its block's props, its market language and its
   * page's item.
   */
  earlierLoads?: ReadonlyMap<string, unknown>
  /**
   * What route sources gave in an earlier data stage, by routeSourceKey, under the same conditions as earlierLoads:
   * a source is a function of its market language.
   */
  earlierItems?: ReadonlyMap<string, readonly RouteItem[]>
}

export interface ListedRoutes {
  sourceMarkets: ReadonlySet<string>
  arrange(generated: readonly Route[]): Route[] | { stale: string }
}

export interface DataStageResult {
  /** The index with the generated routes added. */
  site: SiteIndex
  blockData: BlockDataByRoute
  /** Empty when every call answered; else nothing may be written. */
  problems: Problem[]
  stats: BuildFetchStats & { loaders: number; generatedRoutes: number }
  /** The shard's markets, when the build renders only some. */
  renderMarkets?: ReadonlySet<string>
  /** Why the listed routes (DataStageOptions.listedRoutes) were not taken: nothing else of this result is then to be used. */
  staleListing?: string
  /** The loadKey of every block data loaded, by page and place: a later data stage's earlierLoads. */
  loadKeys: Map<string, Map<BlockPlace, string>>
  /** How many loads were answered from earlierLoads. */
  loadsTaken: number
  /** How many route sources were answered from earlierItems. */
  sourcesTaken: number
  /** How many route sources ran in this stage (not answered from earlierItems). */
  sourcesRan: number
  /**
   * The routeSourceKey of every route source that gave its items in this stage (run or taken): the generated pages of
   * the others came from the route listing, without their items' data, and answer no later stage.
   */
  sourceRuns: Set<string>
}

/** A route source's run for one generating page (its market language and page): its items are a function of these. */
export function routeSourceKey(from: string, template: Pick<Route, 'market' | 'language' | 'pageId'>): string {
  return `${from} ${template.market}/${template.language}/${template.pageId}`
}

/**
 * What a loader's answer is a function of, as one key: the block type (its loader), the block's props, the market
 * language of its page (the context's API language, currency, slugs and texts) and the page's route item.
 */
export function loadKey(blockType: string, props: unknown, route: Pick<Route, 'market' | 'language' | 'item'>): string {
  return createHash('sha256')
    .update(`${blockType}\0${route.market}/${route.language}\0${JSON.stringify(props)}\0${JSON.stringify(route.item ?? null)}`)
    .digest('base64url')
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/

/** Each call answers its value or throws ApiCallFailed with the URL it asked. */
function dataApiFor(createApi: ApiClientFactory, context: ApiContext, send: typeof fetch): DataApi {
  type Call = (...args: unknown[]) => Promise<Result<unknown>>
  const api: Record<string, (...args: unknown[]) => Promise<unknown>> = {}
  const probe = createApi(context) as Record<string, unknown>
  for (const call of Object.keys(probe).filter((name) => typeof probe[name] === 'function')) {
    api[call] = async (...args: unknown[]) => {
      let url: string | undefined
      const tracked: typeof fetch = (input, init) => {
        url = String(input)
        return send(input, init)
      }
      const client = createApi(context, { fetch: tracked, timeoutMs: 10 * 60_000 }) as Record<string, Call>
      const result = await client[call](...args)
      if (result.ok) return result.value
      throw new ApiCallFailed(call, url, result.error)
    }
  }
  return api as unknown as DataApi
}

/** The blocks a route renders, each at its place, with where it was written (the page's or its layout's document). */
function blocksOf(site: SiteIndex, route: Route): (PlacedBlock & { origin: SourceRef | undefined })[] {
  const layout = site.project.layouts.get(resolveLayoutName(route.page.value.layout))!
  return placedBlocks(layout.data, route.page.value.blocks).map((placed) => ({
    ...placed,
    origin: placed.place.startsWith('/blocks/')
      ? originOf(route.page.origins, placed.place)
      : { source: layout.source, pointer: placed.place },
  }))
}

/**
 * The build's data stage (before prerendering; `npm run dev` runs it too): every route source gives its
 * generated pages, then every block with a loader loads its data for every page that places it. Calls are
 * cached for the whole build, limited in number, timed out and retried (createBuildFetch), and every answer
 * is checked against its schema by the API client. A failure is a Problem at the document place that asked
 * for the data; the build then writes nothing.
 */
export async function runDataStage(site: SiteIndex, options: DataStageOptions): Promise<DataStageResult> {
  const { fetch: buildFetch, stats } = createBuildFetch(options.send, { ...DEFAULT_BUILD_FETCH, ...options.fetchSettings })
  const problems: Problem[] = []
  const contexts = new Map<string, Omit<DataContext, 'item'>>()
  const bundles = Object.fromEntries([...site.project.bundles].map(([locale, bundle]) => [locale, bundle.data]))
  const contextOf = (route: Route): Omit<DataContext, 'item'> => {
    const key = `${route.market}/${route.language}`
    let context = contexts.get(key)
    if (!context) {
      const market = site.markets.get(route.market)!.value
      const api: ApiContext = {
        endpointBase: options.endpointBase,
        endpointBaseGrpc: options.endpointBaseGrpc,
        acceptLanguage: `${route.language}-${route.country.toUpperCase()}`,
        tenantId: market.tenantId,
      }
      const fallbacks = market.languages.find((entry) => entry.language === route.language)?.fallbackLocales
      const i18n = createI18n(route.locale, bundles, fallbacks)
      const chain = [...new Set([route.locale, ...(fallbacks ?? []), LAST_FALLBACK_LOCALE])].join('>')
      context = {
        market: route.market,
        country: route.country,
        language: route.language,
        locale: route.locale,
        api: dataApiFor(options.createApi, api, buildFetch),
        currency: market.defaultCurrency,
        slugs: market.slugs,
        text: (key) => {
          options.recordText?.(`${chain} t ${key}`)
          return i18n.t(key)
        },
      }
      contexts.set(key, context)
    }
    return context
  }

  // 1. Pages from data: one route per item of the page's route source.
  const generated: Route[] = []
  const byTemplate: Route[][] = []
  let sourcesTaken = 0
  let sourcesRan = 0
  const sourceRuns = new Set<string>()
  const taken = new Set(site.routes.map((route) => route.path))
  const listed = options.listedRoutes
  await Promise.all(
    site.generators
      .filter((template) => !listed || listed.sourceMarkets.has(template.market))
      .map(async (template, index) => {
      const own: Route[] = []
      byTemplate[index] = own
      const from = template.page.value.generate!.from
      const source = options.modules.sources.get(from)!
      const failureSite = {
        origin: originOf(template.page.origins, '/generate'),
        market: template.market,
        locale: template.locale,
        what: `route source ${source.file}`,
      }
      const runKey = routeSourceKey(from, template)
      const earlierItems = options.earlierItems?.get(runKey)
      const earlierRun = earlierItems !== undefined
      let items = earlierItems
      if (items) sourcesTaken++
      else
        try {
          sourcesRan++
          items = await source.definition.load(contextOf(template))
        } catch (failure) {
          problems.push(dataProblem(failure, failureSite))
          return
        }
      sourceRuns.add(runKey)
      const contentFiles = [source.file, ...(source.definition.contentFiles?.(contextOf(template)) ?? [])]
      // Items taken from an earlier data stage were checked then, against the same item schemas (the loads fingerprint
      // that lets them be taken covers the schemas): only a source that ran is checked.
      const checkItem = earlierRun ? undefined : options.modules.itemChecks?.get(from)
      for (const item of items) {
        const problem = (message: string) => problems.push(dataProblem(new Error(message), failureSite))
        if (typeof item.slug !== 'string' || !SLUG.test(item.slug)) {
          problem(`item "${item.key}" has the slug "${item.slug}"; a slug is lowercase words joined by dashes, with "/" between levels`)
          continue
        }
        const slug = template.page.value.slug ? `${template.page.value.slug}/${item.slug}` : item.slug
        const path = pagePath({ language: template.language, country: template.country, prefix: template.prefix, slug })
        if (taken.has(path)) {
          problem(`item "${item.key}" would be built at ${path}, where another page already is; give it another slug`)
          continue
        }
        taken.add(path)
        const mismatch = checkItem?.(item.data)
        if (mismatch) {
          problems.push(
            sourceProblem(failureSite, `route source ${source.file}: item "${item.key}" does not fit the pages it generates: ${mismatch}`),
          )
          continue
        }
        own.push({ ...template, path, item, contentFiles, page: { ...template.page, value: { ...template.page.value, slug } } })
      }
    }),
  )
  // In the generators' order, each source's items in its order: the same site whichever source answered first.
  generated.push(...byTemplate.flat())
  const arranged = listed && problems.length === 0 ? listed.arrange(generated) : generated
  if (!Array.isArray(arranged))
    return {
      site,
      blockData: new Map(),
      problems: [],
      stats: { ...stats, loaders: 0, generatedRoutes: 0 },
      staleListing: arranged.stale,
      loadKeys: new Map(),
      loadsTaken: 0,
      sourcesTaken,
      sourcesRan,
      sourceRuns,
    }
  const withGenerated = withGeneratedRoutes(site, arranged)
  const renderMarkets = typeof options.renderMarkets === 'function' ? options.renderMarkets(withGenerated) : options.renderMarkets

  // 2. Block data: every block with a loader, on every page that places it.
  const blockData: BlockDataByRoute = new Map()
  const loadKeys = new Map<string, Map<BlockPlace, string>>()
  let loaderRuns = 0
  let loadsTaken = 0
  const loads: Promise<void>[] = []
  for (const route of withGenerated.routes) {
    if (renderMarkets && !renderMarkets.has(route.market)) continue
    for (const { block, place: blockPlace, origin } of blocksOf(withGenerated, route)) {
      const loader = options.modules.loaders.get(block.type)
      if (!loader) continue
      const place = { origin, market: route.market, locale: route.locale, what: `page ${route.path}, block ${block.type} (${loader.file})` }
      const pageItem = loader.definition.pageItem
      const itemSchemas = options.modules.itemSchemas
      const mismatch =
        pageItem?.length && itemSchemas && pageItemMismatch(block.type, pageItem, route.page.value.generate?.from, itemSchemas)
      if (mismatch) {
        // `npm run validate` reports this first; here it keeps a loader from running without the item it is typed to get.
        problems.push(sourceProblem({ ...place, what: '' }, mismatch, 'pageItem'))
        continue
      }
      loaderRuns++
      const perRoute = blockData.get(route.path) ?? new Map<BlockPlace, unknown>()
      blockData.set(route.path, perRoute)
      const key = loadKey(block.type, block.props, route)
      const keys = loadKeys.get(route.path) ?? new Map<BlockPlace, string>()
      loadKeys.set(route.path, keys)
      keys.set(blockPlace, key)
      const earlier = options.earlierLoads?.get(key)
      if (earlier !== undefined) {
        perRoute.set(blockPlace, earlier)
        loadsTaken++
        continue
      }
      loads.push(
        loader.definition
          .load(block.props, { ...contextOf(route), item: route.item })
          .then((data) => {
            // A block whose loader gave nothing would render empty or not at all: the build stops at the block instead.
            if (data === undefined || data === null)
              throw new LoaderGaveNothing(
                `it returned ${data}; a loader answers the data its block renders, or throws saying why there is none`,
              )
            perRoute.set(blockPlace, data)
          })
          .catch((failure) => void problems.push(dataProblem(failure, place))),
      )
    }
  }
  await Promise.all(loads)
  return {
    site: withGenerated,
    blockData,
    problems: dedupe(problems),
    stats: { ...stats, loaders: loaderRuns, generatedRoutes: arranged.length },
    ...(renderMarkets ? { renderMarkets } : {}),
    loadKeys,
    loadsTaken,
    sourcesTaken,
    sourcesRan,
    sourceRuns,
  }
}

/** A route item or block placement that does not fit its schema: the author's to fix, at the document place that asked for it. */
function sourceProblem(site: FailureSite, message: string, rule = 'routeItemSchema'): Problem {
  const base = dataProblem(new Error(message), site)
  return { ...base, rule, message: `${message} (market ${site.market}, ${site.locale})` }
}

/**
 * One failing endpoint fails every page of every market that uses it: report each place and failure
 * once, with the first market it failed for and how many more.
 */
function dedupe(problems: Problem[]): Problem[] {
  const groups = new Map<string, { problem: Problem; more: number }>()
  for (const problem of problems) {
    const shape = problem.message
      .replace(/\?[^\s]*/g, '')
      .replace(/for market \S+ \([^)]+\)/, '')
      .replace(/page \S+,/, '')
      .replace(/\(\/[^)]*\)/g, '')
    const key = `${problem.file}:${problem.line}:${problem.rule}:${shape}`
    const group = groups.get(key)
    if (group) group.more++
    else groups.set(key, { problem, more: 0 })
  }
  return [...groups.values()].map(({ problem, more }) =>
    more === 0
      ? problem
      : { ...problem, message: `${problem.message} (The same for ${more} more page${more === 1 ? '' : 's'} or market languages.)` },
  )
}
