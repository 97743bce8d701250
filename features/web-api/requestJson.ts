import { fail, ok, type ApiContext, type Result } from '../../engine/dataSdk.ts'
import { type AnswerCheck, checkAnswer, loadAnswerCheck, type EndpointAnswer } from './checkAnswer.ts'
import type { ENDPOINT_ANSWERS, Endpoint } from './endpointAnswers.ts'

/** Lookups give up after this long; the visitor sees a translated error with a retry instead of a spinner forever. */
export const DEFAULT_TIMEOUT_MS = 8000

export type Query = Record<string, string | number | boolean | undefined>

export interface RequestOptions<P extends Endpoint> {
  method?: 'GET' | 'POST'
  /** The endpoint; its answer is checked against the schema features/web-api/endpointAnswers.ts names. */
  path: P
  /** The check of the path's answer, from answerChecks.gen.ts ("branchListCheck" for a path that answers "branchList"). */
  check: AnswerCheck<(typeof ENDPOINT_ANSWERS)[P]>
  query?: Query
  /** Values of the path's "{name}" parameters, such as { articleId: "deposit-amount" }; encoded as one path segment each. */
  params?: Record<string, string>
  body?: unknown
  timeoutMs?: number
  /** Cancels the call, such as when the visitor types on and an older search is no longer wanted. */
  signal?: AbortSignal
  /** Who sends the request: the browser's fetch, or the build's cached, retrying one (engine/node/data). */
  fetch?: typeof fetch
}

export function apiUrl(
  context: Pick<ApiContext, 'endpointBase'>,
  path: string,
  query: Query = {},
  params: Record<string, string> = {},
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value))
  const suffix = search.size > 0 ? `?${search}` : ''
  return `${context.endpointBase}${filled}${suffix}`
}

/**
 * One call to the web API with the request context headers; every outcome is a Result, nothing throws.
 * An answer that does not fit its schema is a "malformed" failure naming the path, the JSON pointer of
 * the first wrong value and ajv's message, so a changed API is reported where it changed.
 */
export async function requestJson<P extends Endpoint>(context: ApiContext, options: RequestOptions<P>): Promise<Result<EndpointAnswer<P>>> {
  const { path } = options
  // Fetched beside the call; a failure to load them shows as the call's network failure below.
  loadAnswerCheck(options.check).catch(() => undefined)
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
    const response = await (options.fetch ?? fetch)(apiUrl(context, options.path, options.query, options.params), {
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
    if (!response.ok) {
      // What an error answer's body says is read by code fetched with the first one (httpFailure.ts): most pages never
      // get one. If it cannot be fetched, the failure has the status alone.
      const status = `${response.status} ${response.statusText}`
      return await import('./httpFailure.ts').then(
        (module) => module.httpFailure(path, response.status, status, text),
        () => fail({ kind: 'http', path, status: response.status, message: status }),
      )
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      return fail({ kind: 'malformed', path, pointer: '', message: 'is not JSON' })
    }
    const checked = await checkAnswer(path, options.check, json)
    return checked.ok ? ok(checked.value) : fail({ kind: 'malformed', path, pointer: checked.pointer, message: checked.message })
  } catch (error) {
    if (timedOut)
      return fail({ kind: 'timeout', path, message: `${path} did not answer within ${options.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms` })
    if (controller.signal.aborted) return fail({ kind: 'aborted', path, message: `${path} was cancelled` })
    return fail({ kind: 'network', path, message: error instanceof Error ? error.message : String(error) })
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', cancel)
  }
}
