import type { IncomingMessage, ServerResponse } from 'node:http'
import { getResponse } from 'msw'
import { handlers } from '../handlers.ts'

/** Requests under this path go to the reference API (site.json "api".endpointBase defaults to "/api"). */
export const API_PATH_PREFIX = '/api/'

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** A Node request as the fetch Request msw expects. */
export async function toFetchRequest(request: IncomingMessage): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':')) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const method = request.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request)
  return new Request(`http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`, { method, headers, body: body && new Uint8Array(body) })
}

/**
 * Answers one request with the msw handlers (https://mswjs.io/docs/api/get-response), for
 * tools/serve.ts and the dev server. A path no handler knows gets 404 with { message }.
 */
export async function serveApiRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
  // A visitor who gave up (a client timeout during a slow answer) closes the socket: nothing to write then.
  response.on('error', () => {})
  const fetchRequest = await toFetchRequest(request)
  let answer: Response | undefined
  try {
    answer = await getResponse(handlers, fetchRequest)
  } catch (error) {
    answer = Response.json({ message: `The reference API failed: ${error instanceof Error ? error.message : String(error)}` }, { status: 500 })
  }
  if (response.destroyed || request.socket.destroyed) return
  if (answer?.type === 'error') {
    request.socket.destroy()
    return
  }
  const result = answer ?? Response.json({ message: `The reference API has no ${fetchRequest.method} ${new URL(fetchRequest.url).pathname}` }, { status: 404 })
  const headers: Record<string, string> = { 'cache-control': 'no-store' }
  result.headers.forEach((value, name) => (headers[name] = value))
  response.writeHead(result.status, headers)
  response.end(Buffer.from(await result.arrayBuffer()))
}
