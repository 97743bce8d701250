import { assertUsage } from '../shared/assert.ts'
import type { Result } from '../shared/api/result.ts'
import type { DataApi, DataApiOf } from '../shared/data/dataApi.ts'
import type { BlockData, DataContext, RouteItem, RouteItemSchemaName } from '../shared/data/defineBlockData.ts'
import type { PageEnv } from '../shared/PageEnv.tsx'
import { testEnv } from './renderBlockToString.tsx'

/** The calls of a client as the data stage gives them to loaders: values, or a thrown error. */
export function dataApiOf<Client extends object>(client: Client): DataApiOf<Client> {
  const entries = Object.entries(client).map(([call, send]) => [
    call,
    async (...args: unknown[]) => {
      const result = await (send as (...a: unknown[]) => Promise<Result<unknown>>)(...args)
      if (!result.ok) throw new Error(`${call}: ${result.error.message}`)
      return result.value
    },
  ])
  return Object.fromEntries(entries) as DataApiOf<Client>
}

/**
 * Runs a block's loader as the build would for a page of `env`, its calls answered by `api` (the site's test client,
 * such as tests/support/loadBlockData.ts hands it). A loader that declares "pageItem" gets no page without an item, as
 * in the build (there the data stage names the sources).
 */
export async function runBlockLoader<Props, Data, Schema extends RouteItemSchemaName = never>(
  definition: BlockData<Props, Data, Schema>,
  props: Props,
  { api, env = testEnv, item }: { api: DataApi; env?: PageEnv; item?: RouteItem },
): Promise<Data> {
  if (definition.pageItem?.length)
    assertUsage(
      item,
      `This block reads its page's item: place it on a page generated from ${definition.pageItem.map((name) => `"${name}"`).join(' or ')} or a source with the same item schema ("generate": { "from": "${definition.pageItem[0]}" }).`,
    )
  const context: DataContext = {
    market: env.market,
    country: env.country,
    language: env.language,
    locale: env.locale,
    api,
    currency: env.currency,
    slugs: {},
    text: (key) => key,
    item,
  }
  // The item's data is the caller's to match the declared schema, as the data stage checks it in the build.
  return definition.load(props, context as Parameters<typeof definition.load>[1])
}
