import type { DataApiOf } from '../../engine/dataSdk.ts'
import type { ApiClient } from './createApiClient.ts'

/** The web API of SPEC §7 as loaders and route sources call it (`context.api.stations(…)`): values, never a Result. */
export type WebDataApi = DataApiOf<ApiClient>

// The engine's data context has an open `api`; this site's is the web API. Declared here once, so every data.ts and
// sources/*.ts gets `context.api` typed without naming this file (engine/shared/data/dataApi.ts says how).
declare global {
  namespace SiteEngine {
    interface DataApi extends WebDataApi {}
  }
}
