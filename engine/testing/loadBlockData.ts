import type { ApiClient } from '../shared/api/createApiClient.ts'
import type { BlockData, DataApi, RouteItem } from '../shared/data/defineBlockData.ts'
import type { PageEnv } from '../shared/PageEnv.tsx'
import { fakeApiClient } from './fakeApiClient.ts'
import { testEnv } from './renderBlockToString.tsx'

/** The calls of a client as the data stage gives them to loaders: values, or a thrown error. */
export function dataApiOf(client: ApiClient): DataApi {
  const entries = Object.entries(client).map(([call, send]) => [
    call,
    async (...args: unknown[]) => {
      const result = await (send as (...a: unknown[]) => ReturnType<ApiClient['stations']>)(...args)
      if (!result.ok) throw new Error(`${call}: ${result.error.message}`)
      return result.value
    },
  ])
  return Object.fromEntries(entries) as DataApi
}

/** Runs a block's loader as the build would for a page of `env`, answered from the reference API's seed. */
export function loadBlockData<Props, Data>(
  definition: BlockData<Props, Data>,
  props: Props,
  env: PageEnv = testEnv,
  item?: RouteItem,
): Promise<Data> {
  return definition.load(props, {
    market: env.market,
    country: env.country,
    language: env.language,
    locale: env.locale,
    api: dataApiOf(fakeApiClient(env.locale)),
    currency: env.currency,
    slugs: {},
    text: (key) => key,
    item,
  })
}
