import { http, HttpResponse } from 'msw'

/**
 * Failure modes for tests and for trying error states by hand. A rule is read from the x-api-failure
 * header, the api-failure cookie (a browser test sets it for its own context only) or the
 * __api_failure query parameter, in that order:
 *
 *   mode[:argument][@path-fragment], several joined with "|"
 *
 *   error            500 with { message }
 *   status:503       that status with { message }
 *   slow[:ms]        answers normally after ms milliseconds (default 10000, at most 30000)
 *   malformed        200 with a body that is not JSON
 *   unexpected       200 with JSON of the wrong shape
 *   network          the connection is dropped
 *
 * "@geosuggest" limits a rule to request paths containing "geosuggest".
 *
 * Anyone who can send a request can send a rule, so only the handler list for tests and development includes this
 * handler (api/handlers.ts `handlers`); `npm run serve` answers without it unless API_FAILURE_SIMULATION=on.
 */
export const FAILURE_HEADER = 'x-api-failure'
export const FAILURE_COOKIE = 'api-failure'
export const FAILURE_QUERY = '__api_failure'

export interface FailureRule {
  mode: 'error' | 'status' | 'slow' | 'malformed' | 'unexpected' | 'network'
  argument?: number
  pathFragment?: string
}

/** The longest "slow" delay: beyond every client timeout, and short enough that a probe cannot hold a connection for hours. */
export const SLOW_MAX_MS = 30_000

/** How long a "slow" rule waits: its argument, 10 s without one, never more than SLOW_MAX_MS. */
export function slowDelayMs(rule: FailureRule): number {
  return Math.min(rule.argument ?? 10_000, SLOW_MAX_MS)
}

const MODES = new Set<FailureRule['mode']>(['error', 'status', 'slow', 'malformed', 'unexpected', 'network'])

export function parseFailureRules(value: string): FailureRule[] {
  return value.split('|').flatMap((text) => {
    const match = /^([a-z]+)(?::(\d+))?(?:@(.+))?$/.exec(text.trim())
    if (!match || !MODES.has(match[1] as FailureRule['mode'])) return []
    return [
      {
        mode: match[1] as FailureRule['mode'],
        ...(match[2] ? { argument: Number(match[2]) } : {}),
        ...(match[3] ? { pathFragment: match[3] } : {}),
      },
    ]
  })
}

function cookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(value.join('='))
    } catch {
      return undefined // a malformed cookie is no rule, not a 500
    }
  }
  return undefined
}

export function failureRuleFor(request: Request): FailureRule | undefined {
  const url = new URL(request.url)
  const source =
    request.headers.get(FAILURE_HEADER) ?? cookie(request.headers.get('cookie'), FAILURE_COOKIE) ?? url.searchParams.get(FAILURE_QUERY)
  if (!source) return undefined
  return parseFailureRules(source).find((rule) => !rule.pathFragment || url.pathname.includes(rule.pathFragment))
}

const json = (body: string, status = 200) => new HttpResponse(body, { status, headers: { 'content-type': 'application/json' } })

/** Resolves after ms, or as soon as the client gives up (its request's signal): a dropped request holds no timer. */
function waitUnlessAborted(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done)
  })
}

/** The first handler: answers for a failure rule, or waits (slow) and lets the request fall through to the real handler. */
export const failureModesHandler = http.all('*', async ({ request }) => {
  const rule = failureRuleFor(request)
  if (!rule) return undefined
  switch (rule.mode) {
    case 'error':
      return HttpResponse.json({ message: 'Internal error (failure mode "error")' }, { status: 500 })
    case 'status':
      return HttpResponse.json(
        { message: `Failure mode "status:${rule.argument}"` },
        { status: rule.argument && rule.argument >= 400 && rule.argument <= 599 ? rule.argument : 500 },
      )
    case 'malformed':
      return json('{"items": [{"id": "de-muc-airport", "name": "Mün')
    case 'unexpected':
      return json(JSON.stringify({ data: null, note: 'failure mode "unexpected"' }))
    case 'network':
      return HttpResponse.error()
    case 'slow':
      await waitUnlessAborted(slowDelayMs(rule), request.signal)
      return undefined
  }
})
