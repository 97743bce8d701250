import type { IncomingMessage, ServerResponse } from 'node:http'
import { outboxDirFrom } from '../mail/defaultMailOutbox.ts'
import { outboxPageAnswer } from '../mail/outboxPage.ts'

/**
 * Answers a request for the outbox page (api/mail/outboxPage.ts) from the dev server or `npm run serve`; false for
 * any other path, which the caller serves as usual. The client is the socket's peer, never X-Forwarded-For; a request
 * a proxy forwarded (through a proxy on this machine the peer is loopback) is refused like a remote one.
 */
export function serveOutboxPage(request: IncomingMessage, response: ServerResponse, dir: string = outboxDirFrom()): boolean {
  const path = new URL(request.url?.startsWith('/') ? request.url : '/', 'http://localhost').pathname
  const { headers } = request
  const forwarded = Boolean(headers['x-forwarded-for'] || headers.forwarded || headers['x-real-ip'])
  const answer = outboxPageAnswer({ method: request.method ?? 'GET', path, remoteAddress: request.socket.remoteAddress, forwarded }, dir)
  if (!answer) return false
  const body = typeof answer.body === 'string' ? Buffer.from(answer.body) : answer.body
  response.writeHead(answer.status, { ...answer.headers, 'content-length': String(body.length) })
  response.end(request.method === 'HEAD' ? undefined : body)
  return true
}
