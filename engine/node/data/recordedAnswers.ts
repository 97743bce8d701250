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
      response
        .clone()
        .arrayBuffer()
        .then((body) => ({
          request,
          status: response.status,
          statusText: response.statusText,
          headers: [...response.headers],
          body: Buffer.from(body).toString('base64'),
        })),
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
