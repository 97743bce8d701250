import { resolveApiSettings } from '../../engine/shared/api/apiSettings.ts'
import type { SiteIndex } from '../../engine/node/buildSiteIndex.ts'
import { findDataModules, type ImportModule } from '../../engine/node/data/findDataModules.ts'
import { runDataStage, type DataStageOptions, type DataStageResult } from '../../engine/node/data/runDataStage.ts'
import type { BuildFetchSettings } from '../../engine/node/data/createBuildFetch.ts'
import { embeddedApiFetch } from '../../api/node/embeddedApiFetch.ts'

/** A base without a scheme ("/api", the default) means the reference API of this repository, read in-process. */
export function readsEmbeddedApi(endpointBase: string): boolean {
  return !/^https?:\/\//.test(endpointBase)
}

/**
 * Loads the data of a validated site: the reference API in-process by default, the API at SITE_API_BASE
 * (or site.json "api".endpointBase) when that is a full URL.
 */
export async function loadSiteData(index: SiteIndex, importModule: ImportModule, fetchSettings?: Partial<BuildFetchSettings>, renderMarkets?: DataStageOptions['renderMarkets']): Promise<DataStageResult> {
  const settings = resolveApiSettings(index.project.site!.data.api, process.env)
  return runDataStage(index, {
    modules: await findDataModules(importModule),
    send: readsEmbeddedApi(settings.endpointBase) ? embeddedApiFetch : fetch,
    endpointBase: settings.endpointBase,
    endpointBaseGrpc: settings.endpointBaseGrpc,
    fetchSettings,
    renderMarkets,
  })
}
