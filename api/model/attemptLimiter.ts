import { createHash } from 'node:crypto'
import { BoundedMap } from './boundedMap.ts'

/**
 * Limits guesses (a password, a booking's last name): each attempt counts under several keys at once (the client's
 * address with the account, the address alone), and after a key's free attempts each further one waits, 1 s after
 * the first over, doubling up to 5 minutes. An attempt counts when it arrives, before its answer is known, so parallel
 * requests count like sequential ones; a success gives back what it counted. Waiting is answered (429 with
 * Retry-After), never slept, so no socket is held. A failure is forgotten an hour after the key's last one.
 */
export const FIRST_WAIT_MS = 1000
export const LONGEST_WAIT_MS = 5 * 60 * 1000
export const FORGET_AFTER_MS = 60 * 60 * 1000

export interface AttemptKey {
  /** Any text naming what is counted; only its SHA-256 is kept, so a long key costs no more than a short one. */
  key: string
  freeAttempts: number
  /** What a success does: "forget" ends the failures in a row (the account's own), "refund" takes back its one count. */
  onSuccess: 'forget' | 'refund'
}

export interface Attempt {
  /** Milliseconds to wait before trying again; 0 when the attempt was counted and may go ahead. */
  waitMs: number
  /** Gives back what this attempt counted (nothing when it had to wait). */
  succeeded: () => void
}

/** IPv6 clients get a /64 each from their provider: counting per address would give one client billions of them. */
export function addressKey(address: string): string {
  if (!address.includes(':')) return address
  const groups = address.split('::')
  const head = groups[0] === '' ? [] : groups[0].split(':')
  const tail = groups.length > 1 && groups[1] !== '' ? groups[1].split(':') : []
  const full = [...head, ...Array(Math.max(0, 8 - head.length - tail.length)).fill('0'), ...tail]
  return `${full
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

const digest = (key: string) => createHash('sha256').update(key).digest('base64url')

export class AttemptLimiter {
  readonly #failures: BoundedMap<{ count: number; lastAt: number }>

  constructor(name: string, maxEntries: number) {
    // 43 characters of base64url SHA-256; a value is {"count":n,"lastAt":ms}.
    this.#failures = new BoundedMap({ name, maxEntries, maxKeyLength: 43, ttlMs: FORGET_AFTER_MS, maxValueBytes: 48 })
  }

  attempt(keys: AttemptKey[], now = Date.now()): Attempt {
    const counted = keys.map((key) => ({ ...key, id: digest(key.key) }))
    let waitMs = 0
    for (const { id, freeAttempts } of counted) {
      const entry = this.#failures.get(id, now)
      if (!entry || entry.count < freeAttempts) continue
      const wait = Math.min(FIRST_WAIT_MS * 2 ** (entry.count - freeAttempts), LONGEST_WAIT_MS)
      waitMs = Math.max(waitMs, entry.lastAt + wait - now)
    }
    if (waitMs > 0) return { waitMs, succeeded: () => {} }
    for (const { id } of counted) this.#failures.set(id, { count: (this.#failures.get(id, now)?.count ?? 0) + 1, lastAt: now }, now)
    return {
      waitMs: 0,
      succeeded: () => {
        for (const { id, onSuccess } of counted) {
          const entry = this.#failures.get(id)
          if (!entry) continue
          if (onSuccess === 'forget' || entry.count <= 1) this.#failures.delete(id)
          else this.#failures.set(id, { count: entry.count - 1, lastAt: entry.lastAt })
        }
      },
    }
  }
}
