import { getResponse } from 'msw'
import { handlers } from '../handlers.ts'

/** Where relative API URLs ("/api/v1/…") point when the build reads the reference API in-process. */
const EMBEDDED_ORIGIN = 'http://reference-api.invalid'

/** Never resolves; rejects with the signal's reason (an AbortError, as fetch's) once it is aborted. */
function rejectionOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) return reject(signal.reason)
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
}

/**
 * A fetch answered by the reference API's handlers in this process (https://mswjs.io/docs/api/get-response):
 * the build reads its data without a server to start. A path no handler knows answers 404 with { message }.
 */
export const embeddedApiFetch: typeof fetch = async (input, init) => {
  const request = new Request(new URL(String(input instanceof Request ? input.url : input), EMBEDDED_ORIGIN), init)
  // The caller's signal ends the call as it would end a real fetch: a client timeout (requestJson's timeoutMs, the
  // help page's no-script search) is applied even while a handler is still working or a "slow" rule waits.
  const answer = await Promise.race([getResponse(handlers, request), rejectionOnAbort(request.signal)])
  if (answer?.type === 'error') throw new TypeError('fetch failed (the reference API dropped the connection)')
  return (
    answer ?? Response.json({ message: `The reference API has no ${request.method} ${new URL(request.url).pathname}` }, { status: 404 })
  )
}
