/**
 * The web API's answers to one build's data stage, recorded so that the build's other prerender processes
 * (tools/prerender) run the same data stage on the same answers: no request is sent twice and every
 * process renders the same data, even from an API that changes while the build runs.
 */
import { EngineBug } from '../../shared/assert.ts'

export interface RecordedAnswer {
  request: string
  status: number
  statusText: string
  headers: [string, string][]
  /** base64 */
  body: string
}

interface KeptAnswer {
  status: number
  statusText: string
  headers: [string, string][]
  body: ArrayBuffer
}

/** What a response says, read whole, to be answered again later. */
async function keptAnswer(response: Response): Promise<KeptAnswer> {
  return { status: response.status, statusText: response.statusText, headers: [...response.headers], body: await response.arrayBuffer() }
}

function requestKey(input: string | URL | Request, init: RequestInit = {}): string {
  const url = String(input instanceof Request ? input.url : input)
  const headers = new Headers(init.headers)
  const body = typeof init.body === 'string' ? init.body : ''
  return [(init.method ?? 'GET').toUpperCase(), url, headers.get('accept-language') ?? '', headers.get('x-tenant-id') ?? '', body].join(
    '\n',
  )
}

/** `send` that keeps every answer it passes on (the last one for a request that was retried). */
export function recordingSend(send: typeof fetch): { send: typeof fetch; answers(): Promise<RecordedAnswer[]> } {
  const answers = new Map<string, Promise<RecordedAnswer>>()
  const recording = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const response = await send(input, init)
    const request = requestKey(input, init)
    answers.set(
      request,
      keptAnswer(response.clone()).then((kept) => ({ request, ...kept, body: Buffer.from(kept.body).toString('base64') })),
    )
    return response
  }
  return { send: recording as typeof fetch, answers: () => Promise.all(answers.values()) }
}

/** `send` that answers from a recording; a request it does not hold is an engine bug (the stages differ). */
export function replaySend(recorded: readonly RecordedAnswer[]): typeof fetch {
  const byRequest = new Map(recorded.map((answer) => [answer.request, answer]))
  const replay = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const answer = byRequest.get(requestKey(input, init))
    if (!answer)
      throw new EngineBug(
        `The prerender process asked the API for ${String(input instanceof Request ? input.url : input)}, which the build's data stage did not.`,
      )
    // A 204 or 304 carries no body, and Response refuses one.
    const body = answer.body === '' ? null : Buffer.from(answer.body, 'base64')
    return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers })
  }
  return replay as typeof fetch
}

/** The kept form of a recorded answer. */
function keptOf(recorded: RecordedAnswer): KeptAnswer {
  const body = Buffer.from(recorded.body, 'base64')
  return {
    status: recorded.status,
    statusText: recorded.statusText,
    headers: recorded.headers,
    body: body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength),
  }
}

export interface CachingSend {
  send: typeof fetch
  /** Forgets every answer (the API changed). */
  forget(): void
  /** The answers kept, to start a later cache from (the dev server keeps them across restarts). */
  answers(): Promise<RecordedAnswer[]>
  /** How many requests reached the API since the cache was made or forgotten. */
  sent(): number
}

/**
 * `send` that asks the web API once per request and answers repeats from memory, until `forget()`: the dev server
 * prepares the site again on every saved document, and the API's answers do not change with the documents.
 * Failed answers (status 500 and above, or no answer) are not kept, so a retry reaches the API again. `start` are
 * answers kept before (recordedAnswers of an earlier cache).
 */
export function cachingSend(send: typeof fetch, start: readonly RecordedAnswer[] = []): CachingSend {
  const answers = new Map<string, Promise<KeptAnswer>>(start.map((answer) => [answer.request, Promise.resolve(keptOf(answer))]))
  let sent = 0
  const caching = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = requestKey(input, init)
    let answer = answers.get(request)
    if (!answer) {
      sent++
      answer = send(input, init).then(keptAnswer)
      answers.set(request, answer)
    }
    const kept = await answer.catch((error: unknown) => {
      answers.delete(request)
      throw error
    })
    if (kept.status >= 500) answers.delete(request)
    // A 204 or 304 carries no body, and Response refuses one.
    const body = kept.body.byteLength === 0 ? null : kept.body.slice(0)
    return new Response(body, { status: kept.status, statusText: kept.statusText, headers: kept.headers })
  }
  const recorded = async (): Promise<RecordedAnswer[]> => {
    const settled = await Promise.allSettled([...answers].map(async ([request, answer]) => ({ request, ...(await answer) })))
    return settled
      .flatMap((result) => (result.status === 'fulfilled' && result.value.status < 500 ? [result.value] : []))
      .map((kept) => ({ ...kept, body: Buffer.from(kept.body).toString('base64') }))
  }
  return {
    send: caching as typeof fetch,
    forget: () => {
      answers.clear()
      sent = 0
    },
    answers: recorded,
    sent: () => sent,
  }
}
