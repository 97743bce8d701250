/**
 * The studio writes the repository and has no login, so binding 127.0.0.1 is not enough: a web page the manager has
 * open elsewhere could still send it requests. A request must name the studio's own host (a DNS-rebound name does
 * not), come from the studio's own pages when the browser says where from (Origin), and an API POST must be JSON,
 * which a cross-site form or a no-cors fetch cannot send without a preflight the studio never allows.
 */
import type { IncomingMessage } from 'node:http'

export function localRequestRefusal(
  request: IncomingMessage,
  port: number,
  isApi: boolean,
): { status: number; message: string } | undefined {
  const hosts = [`127.0.0.1:${port}`, `localhost:${port}`]
  if (!hosts.includes(request.headers.host ?? ''))
    return { status: 403, message: `The studio answers requests to ${hosts[0]} only, not to "${request.headers.host ?? ''}"` }
  const origin = request.headers.origin
  if (origin !== undefined && !hosts.some((host) => origin === `http://${host}`))
    return { status: 403, message: `The studio answers its own pages only, not requests from ${origin}` }
  if (isApi && request.method === 'POST' && !/^application\/json\b/i.test(request.headers['content-type'] ?? ''))
    return { status: 415, message: 'A studio API POST must be sent as application/json' }
  return undefined
}
