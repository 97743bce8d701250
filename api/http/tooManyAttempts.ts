import { HttpResponse } from 'msw'

/** 429 with Retry-After in whole seconds, for a limited attempt (api/model/attemptLimiter.ts). */
export function tooManyAttempts(waitMs: number, what: string): Response {
  const seconds = Math.ceil(waitMs / 1000)
  return HttpResponse.json(
    { message: `Too many ${what}: try again in ${seconds} s.`, code: 'tooManyAttempts' },
    { status: 429, headers: { 'retry-after': String(seconds) } },
  )
}
