import { HttpResponse } from 'msw'
import { PasswordHashingBusy } from '../model/scryptQueue.ts'

/**
 * What answers a request whose password hash found the queue full (api/model/scryptQueue.ts): 503 with Retry-After,
 * so a client tries again shortly; anything else is thrown on.
 */
export function answerHashingBusy(error: unknown): Response {
  if (!(error instanceof PasswordHashingBusy)) throw error
  return HttpResponse.json(
    { message: 'Too many logins at once: try again in a few seconds.', code: 'busy' },
    { status: 503, headers: { 'retry-after': '2' } },
  )
}
