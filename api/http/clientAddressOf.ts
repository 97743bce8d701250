/**
 * The header that carries the client's address to the handlers: api/node/serveApiRequest.ts sets it from the socket
 * (and X-Forwarded-For of a trusted proxy, api/node/clientAddress.ts), replacing any the client sent.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/** Requests that did not come through a server (msw in tests, the build's embedded fetch) share one address. */
export function clientAddressOf(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown'
}
