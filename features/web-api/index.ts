/**
 * The web API of SPEC §7, this site's own: one typed client (every call answers a Result and never throws, each answer
 * checked against schemas/api/), its wire types generated from those schemas (`npm run gen`), and the help-centre paths
 * and limits. Plain TypeScript without React, so blocks, micro-apps, loaders, the reference API (api/) and the build's
 * data stage (tools/data/prepareSite.ts hands it createApiClient) share it. Components take the page's client from
 * features/web-api-hooks.
 */

export { createApiClient, type ApiClient, type CallOptions, type Transport } from './createApiClient.ts'
export { createBranchCalls, type BranchCalls } from './branchCalls.ts'
export { requestJson, apiUrl, DEFAULT_TIMEOUT_MS } from './requestJson.ts'
export { ENDPOINT_ANSWERS, type Endpoint, type AnswerId } from './endpointAnswers.ts'
export {
  HELP_CENTRE_PATHS,
  HELP_SEARCH_MIN_LENGTH,
  HELP_SEARCH_MAX_LENGTH,
  HELP_COMMENT_MAX_LENGTH,
  type HelpCentre,
} from './helpCentrePaths.ts'
export type * from './types.ts'
export { VEHICLE_CATEGORIES } from './types.ts'
// context.api of loaders and route sources, typed by declaration merging (dataApi.ts).
export type { WebDataApi } from './dataApi.ts'
