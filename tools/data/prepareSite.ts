import { readsEmbeddedApi, resolveApiSettings } from '../../engine/shared/api/apiSettings.ts'
import type { SiteIndex } from '../../engine/model/siteIndex.ts'
import { findDataModules, type ImportModule } from '../../engine/node/data/findDataModules.ts'
import { runDataStage, type DataStageOptions, type DataStageResult } from '../../engine/node/data/runDataStage.ts'
import type { BuildFetchSettings } from '../../engine/node/data/createBuildFetch.ts'
import { createApiClient } from '../../features/web-api/index.ts'


export interface LoadSiteDataOptions {
  fetchSettings?: Partial<BuildFetchSettings>
  renderMarkets?: DataStageOptions['renderMarkets']
  /** Wraps or replaces how a request is sent (a build records the answers; its prerender processes replay them). */
  send?: (send: typeof fetch) => typeof fetch
  /** Told every text the loaders and route sources read (runDataStage's recordText). */
  recordText?: DataStageOptions['recordText']
  /** Other markets' generated pages known from the route listing (tools/data/routeListing.ts). */
  listedRoutes?: DataStageOptions['listedRoutes']
  /** What an earlier data stage's loads answered (runDataStage earlierLoads). */
  earlierLoads?: DataStageOptions['earlierLoads']
  /** What an earlier data stage's route sources gave (runDataStage earlierItems). */
  earlierItems?: DataStageOptions['earlierItems']
}

let embedded: Promise<typeof fetch> | undefined

/**
 * The reference API in this process, loaded at the first call: its handlers take about 0.4 s to load, and a data stage
 * that runs again after a page document changed answers every load from the last one and calls nothing.
 */
export const embeddedApiOnFirstCall: typeof fetch = async (input, init) => {
  embedded ??= import('../../api/node/embeddedApiFetch.ts').then(
    (module) => module.embeddedApiFetch,
    (error: unknown) => {
      embedded = undefined
      throw error
    },
  )
  return (await embedded)(input, init)
}

/**
 * Loads the data of a validated site: the reference API in-process by default, the API at SITE_API_BASE
 * (or site.json "api".endpointBase) when that is a full URL.
 */
export async function loadSiteData(
  index: SiteIndex,
  importModule: ImportModule,
  options: LoadSiteDataOptions = {},
): Promise<DataStageResult> {
  const { fetchSettings, renderMarkets, send, recordText, listedRoutes, earlierLoads, earlierItems } = options
  const settings = resolveApiSettings(index.project.site!.data.api, process.env)
  const apiSend = readsEmbeddedApi(settings.endpointBase) ? embeddedApiOnFirstCall : fetch
  return runDataStage(index, {
    modules: await findDataModules(importModule),
    // The engine's data stage knows no endpoints: loaders call this site's web API (SPEC §7).
    createApi: createApiClient,
    send: send ? send(apiSend) : apiSend,
    endpointBase: settings.endpointBase,
    endpointBaseGrpc: settings.endpointBaseGrpc,
    fetchSettings,
    renderMarkets,
    recordText,
    listedRoutes,
    earlierLoads,
    earlierItems,
  })
}
