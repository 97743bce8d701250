/** How the build talks to the web API: every answer once, a few at a time, and again after a hiccup. */
export interface BuildFetchSettings {
  /** Requests in flight at once. */
  concurrency: number
  /** One attempt gives up after this long. */
  timeoutMs: number
  /** Further attempts after a network error, a timeout or a 5xx answer. */
  retries: number
  /** Wait before the first retry; doubled for each further one. */
  backoffMs: number
}

export const DEFAULT_BUILD_FETCH: BuildFetchSettings = { concurrency: 8, timeoutMs: 10_000, retries: 3, backoffMs: 250 }

export interface BuildFetchStats {
  /** Calls the loaders made. */
  calls: number
  /** Requests that went over the wire (the rest were answered from this build's cache). */
  requests: number
  retries: number
}

interface StoredAnswer {
  status: number
  statusText: string
  headers: [string, string][]
  body: ArrayBuffer
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A counting semaphore: at most `limit` tasks run at once, the rest wait in order. */
function createLimiter(limit: number) {
  let running = 0
  const queue: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => queue.push(resolve))
    running++
    try {
      return await task()
    } finally {
      running--
      queue.shift()?.()
    }
  }
}

/**
 * A fetch for the build's data stage. GET answers are cached for the whole build, keyed by URL, language
 * and tenant, so 47 market languages asking for the same answer cause one request; a failed attempt
 * (network error, timeout, 5xx) is retried with exponential backoff; at most `concurrency` requests run at once.
 */
export function createBuildFetch(
  send: typeof fetch,
  settings: BuildFetchSettings = DEFAULT_BUILD_FETCH,
): { fetch: typeof fetch; stats: BuildFetchStats } {
  const cache = new Map<string, Promise<StoredAnswer>>()
  const stats: BuildFetchStats = { calls: 0, requests: 0, retries: 0 }
  const limit = createLimiter(settings.concurrency)

  const attempt = (url: string, init: RequestInit) =>
    limit(async () => {
      stats.requests++
      const response = await send(url, { ...init, signal: AbortSignal.timeout(settings.timeoutMs) })
      return {
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body: await response.arrayBuffer(),
      } satisfies StoredAnswer
    })

  const withRetries = async (url: string, init: RequestInit): Promise<StoredAnswer> => {
    for (let retry = 0; ; retry++) {
      try {
        const answer = await attempt(url, init)
        if (answer.status < 500 || retry >= settings.retries) return answer
      } catch (error) {
        if (retry >= settings.retries)
          throw error instanceof Error && error.name === 'TimeoutError'
            ? new Error(`no answer within ${settings.timeoutMs} ms (${retry + 1} attempts)`)
            : error
      }
      stats.retries++
      await wait(settings.backoffMs * 2 ** retry)
    }
  }

  const buildFetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    stats.calls++
    const url = String(input instanceof Request ? input.url : input)
    const headers = new Headers(init.headers)
    const method = (init.method ?? 'GET').toUpperCase()
    const { signal: _callerSignal, ...rest } = init
    if (method !== 'GET') {
      const answer = await withRetries(url, rest)
      return new Response(answer.body, answer)
    }
    const key = `${url}\n${headers.get('accept-language') ?? ''}\n${headers.get('x-tenant-id') ?? ''}`
    let answer = cache.get(key)
    if (!answer) {
      answer = withRetries(url, rest)
      cache.set(key, answer)
    }
    const stored = await answer
    return new Response(stored.body.slice(0), { status: stored.status, statusText: stored.statusText, headers: stored.headers })
  }
  return { fetch: buildFetch as typeof fetch, stats }
}
