import { normalizedEmail } from '../../features/account/index.ts'

/**
 * Repeated failed logins are slowed down, so a password cannot be guessed at speed: after FREE_ATTEMPTS failures in a
 * row for one email, each further attempt must wait, 1 s after the 5th failure, doubling up to 5 minutes. A success
 * forgets the failures. Waiting is answered (429 with Retry-After), never slept, so no socket is held.
 */
export const FREE_ATTEMPTS = 5
const FIRST_WAIT_MS = 1000
const LONGEST_WAIT_MS = 5 * 60 * 1000

const failures = new Map<string, { count: number; lastAt: number }>()

/** Milliseconds this email must still wait before a login is tried; 0 when it may try now. */
export function loginWait(email: string, now = Date.now()): number {
  const entry = failures.get(normalizedEmail(email))
  if (!entry || entry.count < FREE_ATTEMPTS) return 0
  const wait = Math.min(FIRST_WAIT_MS * 2 ** (entry.count - FREE_ATTEMPTS), LONGEST_WAIT_MS)
  return Math.max(0, entry.lastAt + wait - now)
}

export function recordLoginFailure(email: string, now = Date.now()): void {
  const key = normalizedEmail(email)
  const entry = failures.get(key)
  failures.set(key, { count: (entry?.count ?? 0) + 1, lastAt: now })
}

export function forgetLoginFailures(email: string): void {
  failures.delete(normalizedEmail(email))
}
