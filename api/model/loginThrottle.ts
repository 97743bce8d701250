import { normalizedEmail } from '../../features/account/index.ts'
import { addressKey, AttemptLimiter, type Attempt } from './attemptLimiter.ts'

/**
 * Logins are limited per client address, never per account alone, so that someone else's wrong passwords never lock
 * the owner out (api/model/attemptLimiter.ts has the waits):
 * - one address and one account: FREE_ATTEMPTS failures in a row, then waits (a password guessed at one account);
 * - one address across accounts: ADDRESS_FREE_ATTEMPTS failures, then waits (one password tried on many accounts).
 * A success ends the failures in a row for its account and gives back its count for the address.
 */
export const FREE_ATTEMPTS = 5
export const ADDRESS_FREE_ATTEMPTS = 20
/** About 100 bytes each: a few megabytes at most, whatever a flood of addresses and emails sends. */
const MAX_ENTRIES = 50_000

const limiter = new AttemptLimiter('login failures', MAX_ENTRIES)

/** Counts a login of `email` from `address` as it arrives; a 429 when waitMs > 0, and succeeded() once it logged in. */
export function loginAttempt(address: string, email: string, now = Date.now()): Attempt {
  const client = addressKey(address)
  return limiter.attempt(
    [
      { key: `${client}\n${normalizedEmail(email)}`, freeAttempts: FREE_ATTEMPTS, onSuccess: 'forget' },
      { key: client, freeAttempts: ADDRESS_FREE_ATTEMPTS, onSuccess: 'refund' },
    ],
    now,
  )
}
