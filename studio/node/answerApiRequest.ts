/**
 * Answers one request under STUDIO_API with the matching route: JSON in and out, 404 JSON for a path no route has,
 * 400 for a body that is not JSON, and 500 with the message when a handler throws, so one bad handler never stops
 * the server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { STUDIO_API } from '../shared/studioApi.ts'
import { BadRequest } from './badRequest.ts'
import type { StudioAnswer, StudioContext, StudioRoute } from './studioRoute.ts'

/** A body larger than this is refused: the studio edits one value at a time. */
const MAX_BODY_BYTES = 5_000_000

export async function answerApiRequest(
  request: IncomingMessage,
  response: ServerResponse,
  routes: readonly StudioRoute[],
  context: StudioContext,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://studio')
  const path = url.pathname.slice(STUDIO_API.length) || '/'
  const answer = await answerFor(request, path, url.searchParams, routes, context)
  sendJson(response, answer)
}

async function answerFor(
  request: IncomingMessage,
  path: string,
  query: URLSearchParams,
  routes: readonly StudioRoute[],
  context: StudioContext,
): Promise<StudioAnswer> {
  const samePath = routes.filter((route) => route.path === path)
  const route = samePath.find((candidate) => candidate.method === request.method)
  if (!route) {
    if (samePath.length > 0) return { status: 405, body: { message: `${path} answers ${samePath.map((r) => r.method).join(', ')}` } }
    return { status: 404, body: { message: `There is no studio API at ${STUDIO_API}${path}` } }
  }
  try {
    const body = request.method === 'POST' ? await readJsonBody(request) : undefined
    return await route.handle({ query, body }, context)
  } catch (error) {
    if (error instanceof BadRequest) return { status: 400, body: { message: error.message } }
    const message = error instanceof Error ? error.message : String(error)
    console.error(`Studio: ${request.method} ${STUDIO_API}${path} failed:`, error)
    return { status: 500, body: { message } }
  }
}

async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new BadRequest(`The request body is larger than ${MAX_BODY_BYTES} bytes`)
    chunks.push(chunk)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new BadRequest(`The request body is not JSON: ${(error as Error).message}`)
  }
}

export function sendJson(response: ServerResponse, answer: StudioAnswer): void {
  if (response.headersSent) return void response.end()
  response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  response.end(JSON.stringify(answer.body))
}
