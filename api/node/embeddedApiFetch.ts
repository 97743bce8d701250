import { getResponse } from 'msw'
import { handlers } from '../handlers.ts'

/** Where relative API URLs ("/api/v1/…") point when the build reads the reference API in-process. */
const EMBEDDED_ORIGIN = 'http://reference-api.invalid'

/**
 * A fetch answered by the reference API's handlers in this process (https://mswjs.io/docs/api/get-response):
 * the build reads its data without a server to start. A path no handler knows answers 404 with { message }.
 */
export const embeddedApiFetch: typeof fetch = async (input, init) => {
  const request = new Request(new URL(String(input instanceof Request ? input.url : input), EMBEDDED_ORIGIN), init)
  const answer = await getResponse(handlers, request)
  if (answer?.type === 'error') throw new TypeError('fetch failed (the reference API dropped the connection)')
  return (
    answer ?? Response.json({ message: `The reference API has no ${request.method} ${new URL(request.url).pathname}` }, { status: 404 })
  )
}
