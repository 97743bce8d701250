import { BadRequest } from './badRequest.ts'

/**
 * Account actions refuse cross-site requests (no other site may act with a visitor's session cookie): a browser names
 * the page that sends a request in Origin and says in Sec-Fetch-Site whether it is another site. A request whose
 * Origin is not the host it is sent to, or that the browser calls cross-site, is refused with 403. A client without
 * either header (curl, a server) is no browser that could carry a visitor's cookie unwillingly.
 */
export function checkSameOrigin(request: Request): void {
  if (request.headers.get('sec-fetch-site') === 'cross-site') throw new BadRequest('Cross-site requests are refused.', 403)
  const origin = request.headers.get('origin')
  if (origin === null) return
  const host = request.headers.get('host') ?? new URL(request.url).host
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    throw new BadRequest('Cross-site requests are refused.', 403)
  }
  if (originHost !== host) throw new BadRequest('Cross-site requests are refused.', 403)
}

/** The host the visitor's browser sent the request to (the Set-Cookie decision: Secure outside localhost). */
export function requestHost(request: Request): string {
  return request.headers.get('host') ?? new URL(request.url).host
}
