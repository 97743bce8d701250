import type { BlockData, RouteItem, RouteItemSchemaName } from '../../engine/dataSdk.ts'
import type { PageEnv } from '../../engine/sdk.ts'
import { testEnv } from '../../engine/testing/renderBlockToString.tsx'
import { dataApiOf as engineDataApiOf, runBlockLoader } from '../../engine/testing/runBlockLoader.ts'
import type { ApiClient, WebDataApi } from '../../features/web-api/index.ts'
import { fakeApiClient } from './fakeApiClient.ts'

/** This site's web API client as the data stage gives it to loaders (typed by the client, for a test's own calls). */
export const dataApiOf = (client: ApiClient): WebDataApi => engineDataApiOf(client)

/** Runs a block's loader as the build would for a page of `env`, its web API calls answered from the reference API's seed. */
export function loadBlockData<Props, Data, Schema extends RouteItemSchemaName = never>(
  definition: BlockData<Props, Data, Schema>,
  props: Props,
  env: PageEnv = testEnv,
  item?: RouteItem,
): Promise<Data> {
  return runBlockLoader(definition, props, { api: dataApiOf(fakeApiClient(env.locale)), env, item })
}
