// A client that sends its headers or body byte by byte cannot hold a socket of `npm run serve` for minutes.
import { expect, it } from 'vitest'
import { API_BODY_TIMEOUT_MS } from '../../../api/node/serveApiRequest.ts'
import { createSiteServer, HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../../tools/serve/createSiteServer.ts'

it("slow headers and bodies were given Node's defaults (60 s for headers, 5 min for a request): the server sets short limits", () => {
  const server = createSiteServer('/nonexistent')
  expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS)
  expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS)
  expect(HEADERS_TIMEOUT_MS).toBeLessThan(60_000)
  expect(REQUEST_TIMEOUT_MS).toBeLessThan(300_000)
  // The reference API gives up on a body sooner than the server on the whole request, so it answers 408 itself.
  expect(API_BODY_TIMEOUT_MS).toBeLessThan(REQUEST_TIMEOUT_MS)
})
