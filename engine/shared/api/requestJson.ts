import type { ApiContext } from './ApiContext.ts'
import { fail, ok, type Result } from './result.ts'

/** Lookups give up after this long; the visitor sees a translated error with a retry instead of a spinner forever. */
export const DEFAULT_TIMEOUT_MS = 8000

export type Query = Record<string, string | number | boolean | undefined>

export interface RequestOptions<T> {
  method?: 'GET' | 'POST'
  path: string
  query?: Query
  body?: unknown
  timeoutMs?: number
  /** Cancels the call, such as when the visitor types on and an older search is no longer wanted. */
  signal?: AbortSignal
  /** Checks the shape of the answer; undefined means the body is not what the API promises. */
  parse: (json: unknown) => T | undefined
}

export function apiUrl(context: Pick<ApiContext, 'endpointBase'>, path: string, query: Query = {}): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value))
  const suffix = search.size > 0 ? `?${search}` : ''
  return `${context.endpointBase}${path}${suffix}`
}

/** One call to the web API with the request context headers; every outcome is a Result, nothing throws. */
export async function requestJson<T>(context: ApiContext, options: RequestOptions<T>): Promise<Result<T>> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const cancel = () => controller.abort()
  options.signal?.addEventListener('abort', cancel)
  if (options.signal?.aborted) controller.abort()
  try {
    const response = await fetch(apiUrl(context, options.path, options.query), {
      method: options.method ?? 'GET',
      headers: {
        accept: 'application/json',
        'accept-language': context.acceptLanguage,
        'x-tenant-id': String(context.tenantId),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    })
    const text = await response.text()
    if (!response.ok) return fail('http', messageOf(text) ?? `${response.status} ${response.statusText}`, response.status)
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      return fail('malformed', `${options.path} answered with a body that is not JSON`)
    }
    const value = options.parse(json)
    return value === undefined ? fail('malformed', `${options.path} answered with an unexpected shape`) : ok(value)
  } catch (error) {
    if (timedOut) return fail('timeout', `${options.path} did not answer within ${options.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms`)
    if (controller.signal.aborted) return fail('aborted', `${options.path} was cancelled`)
    return fail('network', error instanceof Error ? error.message : String(error))
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', cancel)
  }
}

function messageOf(text: string): string | undefined {
  try {
    const json = JSON.parse(text) as { message?: unknown }
    return typeof json.message === 'string' ? json.message : undefined
  } catch {
    return undefined
  }
}
