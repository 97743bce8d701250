import type { IncomingMessage, ServerResponse } from 'node:http'
import { getResponse } from 'msw'
import { clientAddress, NO_TRUSTED_PROXIES, type TrustedProxies } from './clientAddress.ts'
import { apiHandlers, handlers } from '../handlers.ts'
import { CLIENT_ADDRESS_HEADER } from '../http/clientAddressOf.ts'

/** Requests under this path go to the reference API (site.json "api".endpointBase defaults to "/api"). */
export const API_PATH_PREFIX = '/api/'

/** The largest body an action takes: a reservation is a few hundred bytes; more is refused (413) before it fills memory. */
export const API_BODY_LIMIT_BYTES = 1024 * 1024

/** How long a client may take to send a body: a client that trickles bytes cannot hold a request open. */
export const API_BODY_TIMEOUT_MS = 10_000

/** A request refused before it reaches the handlers, answered with its status and { message }. */
class RefusedRequest extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  const declared = Number(request.headers['content-length'])
  if (declared > API_BODY_LIMIT_BYTES)
    return Promise.reject(new RefusedRequest(413, `The body can have at most ${API_BODY_LIMIT_BYTES} bytes.`))
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const timer = setTimeout(
      () => fail(new RefusedRequest(408, `The body did not arrive within ${API_BODY_TIMEOUT_MS / 1000} s.`)),
      API_BODY_TIMEOUT_MS,
    )
    function fail(error: Error) {
      clearTimeout(timer)
      request.removeAllListeners('data')
      reject(error)
    }
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > API_BODY_LIMIT_BYTES) return fail(new RefusedRequest(413, `The body can have at most ${API_BODY_LIMIT_BYTES} bytes.`))
      chunks.push(chunk)
    })
    request.on('end', () => {
      clearTimeout(timer)
      resolve(Buffer.concat(chunks))
    })
    // A client that disconnects mid-body (ECONNRESET, "aborted") ends this request, never the process.
    const aborted = () => fail(new RefusedRequest(400, 'The client closed the connection before the body ended.'))
    request.on('error', aborted)
    request.on('close', () => request.readableEnded || aborted())
  })
}

/**
 * A Node request as the fetch Request msw expects. The URL is built on a fixed origin: the Host header is the
 * client's to choose, and one that is not a host made `new Request` throw (and ended the server).
 */
export async function toFetchRequest(
  request: IncomingMessage,
  signal?: AbortSignal,
  trusted: TrustedProxies = NO_TRUSTED_PROXIES,
): Promise<Request> {
  const path = request.url ?? '/'
  if (!path.startsWith('/')) throw new RefusedRequest(400, 'The request target must be a path.')
  let url: URL
  try {
    url = new URL(`http://localhost${path}`)
  } catch {
    throw new RefusedRequest(400, 'The request target is not a valid URL path.')
  }
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':') || name === CLIENT_ADDRESS_HEADER) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  // The limits per client (api/model/loginThrottle.ts) read the address from here; a client cannot set it itself.
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], trusted))
  const method = request.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request)
  return new Request(url, { method, headers, body: body && new Uint8Array(body), signal })
}

function answerWith(response: ServerResponse, result: { status: number; headers: Record<string, string>; body: Buffer }) {
  if (response.headersSent || response.destroyed) return
  response.writeHead(result.status, { 'cache-control': 'no-store', ...result.headers })
  response.end(result.body)
}

function refusal(status: number, message: string) {
  // connection: close — the rest of a refused body is not read, so the connection cannot carry another request.
  return { status, headers: { 'content-type': 'application/json', connection: 'close' }, body: Buffer.from(JSON.stringify({ message })) }
}

export interface ServeApiOptions {
  /**
   * Whether requests may switch the API into a failure mode (api/failureModes.ts: x-api-failure, the api-failure
   * cookie, ?__api_failure=). The dev server does; `npm run serve` only with API_FAILURE_SIMULATION=on, because any
   * visitor could otherwise make the API fail or hold a connection for 30 s.
   */
  failureSimulation?: boolean
  /** Proxies whose X-Forwarded-For names the client (api/node/clientAddress.ts, TRUSTED_PROXIES); none by default. */
  trustedProxies?: TrustedProxies
}

/**
 * Answers one request with the msw handlers (https://mswjs.io/docs/api/get-response), for
 * tools/serve.ts and the dev server. A path no handler knows gets 404 with { message }. Never rejects:
 * whatever a request does, it gets an answer or a closed socket, and the server goes on.
 */
export async function serveApiRequest(request: IncomingMessage, response: ServerResponse, options: ServeApiOptions = {}): Promise<void> {
  // A visitor who gave up (a client timeout during a slow answer) closes the socket: nothing to write then.
  response.on('error', () => {})
  request.on('error', () => {})
  // The handlers see the client leave (request.signal), so a "slow" rule stops waiting for nobody.
  const clientGone = new AbortController()
  response.on('close', () => response.writableFinished || clientGone.abort())
  let fetchRequest: Request
  try {
    fetchRequest = await toFetchRequest(request, clientGone.signal, options.trustedProxies)
  } catch (error) {
    if (!(error instanceof RefusedRequest)) console.error(error)
    const { status, message } = error instanceof RefusedRequest ? error : { status: 400, message: 'The request could not be read.' }
    return answerWith(response, refusal(status, message))
  }
  let answer: Response | undefined
  try {
    answer = await getResponse(options.failureSimulation ? handlers : apiHandlers, fetchRequest)
  } catch (error) {
    answer = Response.json(
      { message: `The reference API failed: ${error instanceof Error ? error.message : String(error)}` },
      { status: 500 },
    )
  }
  if (response.destroyed || request.socket.destroyed) return
  if (answer?.type === 'error') {
    request.socket.destroy()
    return
  }
  const result =
    answer ??
    Response.json({ message: `The reference API has no ${fetchRequest.method} ${new URL(fetchRequest.url).pathname}` }, { status: 404 })
  const headers: Record<string, string> = {}
  result.headers.forEach((value, name) => {
    headers[name] = value
  })
  try {
    answerWith(response, { status: result.status, headers, body: Buffer.from(await result.arrayBuffer()) })
  } catch (error) {
    console.error(error)
    response.destroy()
  }
}
