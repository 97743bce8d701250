import type { ApiContext, Result } from '../../engine/dataSdk.ts'
import type { ApiClient } from './createApiClient.ts'

type Call = (...args: unknown[]) => Promise<Result<unknown>>

/**
 * The page's API client with its code (every endpoint's call and the request code, about 8 KB) fetched on the first
 * call rather than with the page: most islands call only when the visitor acts (plus offers, a campaign's form, help
 * search), and an island that calls at once waits one small fetch more (issue 28 §3: unused JavaScript after load).
 * Each method keeps one identity, so it can stand in a hook's dependencies. A client that cannot be fetched (offline
 * for a moment) answers a network failure, as a call that cannot reach the API does, and the next call tries again.
 */
export function lazyApiClient(context: ApiContext): ApiClient {
  let client: Promise<ApiClient> | undefined
  const load = () => {
    client ??= import('./createApiClient.ts').then(
      ({ createApiClient }) => createApiClient(context),
      (error: unknown) => {
        client = undefined
        throw error
      },
    )
    return client
  }
  const calls = new Map<string, Call>()
  return new Proxy({} as ApiClient, {
    get(_, name) {
      // Not a thenable, and no other property than the calls.
      if (typeof name !== 'string' || name === 'then') return undefined
      let call = calls.get(name)
      if (!call) {
        call = async (...args) => {
          let loaded: ApiClient
          try {
            loaded = await load()
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error)
            return { ok: false, error: { kind: 'network', path: name, message } }
          }
          return (loaded[name as keyof ApiClient] as unknown as Call)(...args)
        }
        calls.set(name, call)
      }
      return call
    },
  })
}
