import { addressKey, AttemptLimiter, type Attempt } from './attemptLimiter.ts'

/**
 * Looking a reservation up (or cancelling it) by number and last name is limited as logins are (api/model/loginThrottle.ts):
 * per client address and reservation number, LOOKUP_FREE_ATTEMPTS misses in a row, then waits; per address across
 * numbers, ADDRESS_FREE_ATTEMPTS misses. The driver at another address is never slowed by someone else's guesses.
 */
export const LOOKUP_FREE_ATTEMPTS = 5
export const ADDRESS_FREE_ATTEMPTS = 20
const MAX_ENTRIES = 50_000

const limiter = new AttemptLimiter('reservation lookup failures', MAX_ENTRIES)

export function reservationLookupAttempt(address: string, reservationNumber: string, now = Date.now()): Attempt {
  const client = addressKey(address)
  return limiter.attempt(
    [
      { key: `${client}\n${reservationNumber}`, freeAttempts: LOOKUP_FREE_ATTEMPTS, onSuccess: 'forget' },
      { key: client, freeAttempts: ADDRESS_FREE_ATTEMPTS, onSuccess: 'refund' },
    ],
    now,
  )
}
