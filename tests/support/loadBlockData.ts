import type { BlockData, RouteItem, RouteItemSchemaName } from '../../engine/dataSdk.ts'
import type { PageEnv } from '../../engine/sdk.ts'
import { testEnv } from '../../engine/testing/renderBlockToString.tsx'
import { dataApiOf as engineDataApiOf, runBlockLoader } from '../../engine/testing/runBlockLoader.ts'
import type { ApiClient, WebDataApi } from '../../features/web-api/index.ts'
import { fakeApi, type FakeAnswers } from './fakeApi.ts'

/** This site's web API client as the data stage gives it to loaders (typed by the client, for a test's own calls). */
export const dataApiOf = (client: ApiClient): WebDataApi => engineDataApiOf(client)

/**
 * Runs a block's loader as the build would for a page of `env`, its web API calls answered by the reference API (the
 * contract's fake, fakeApi.ts), or with the contract-checked `answers` a test gives.
 */
export function loadBlockData<Props, Data, Schema extends RouteItemSchemaName = never>(
  definition: BlockData<Props, Data, Schema>,
  props: Props,
  env: PageEnv = testEnv,
  item?: RouteItem,
  answers?: FakeAnswers,
): Promise<Data> {
  return runBlockLoader(definition, props, { api: dataApiOf(fakeApi(env.locale, answers)), env, item })
}
