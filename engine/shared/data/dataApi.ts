import type { Result } from '../api/result.ts'

/**
 * The calls of an API client as the data stage hands them to loaders: each answers its value, or stops the build
 * naming the endpoint (the data stage turns a failed Result into a problem, so loaders never handle one).
 */
export type DataApiOf<Client> = {
  [Call in keyof Client]: Client[Call] extends (...args: infer Args) => Promise<Result<infer Value>>
    ? (...args: Args) => Promise<Value>
    : never
}

/**
 * The engine knows no API of its own: a site declares what its loaders call as `context.api` by merging into this
 * interface, the way Vike lets an app type its `Vike.PageContext` (https://vike.dev/pageContext#typescript):
 *
 *     declare global { namespace SiteEngine { interface DataApi extends DataApiOf<ApiClient> {} } }
 *
 * and hands the data stage the client that answers them (DataStageOptions.createApi).
 */
declare global {
  namespace SiteEngine {
    interface DataApi {}
  }
}

/** What loaders and route sources call as `context.api`: the site's API, as SiteEngine.DataApi declares it. */
export type DataApi = SiteEngine.DataApi
