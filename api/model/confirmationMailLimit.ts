import { BoundedMap } from './boundedMap.ts'

/** A booking's confirmation is mailed again at most this often per hour: the driver's inbox, not a spam cannon. */
export const CONFIRMATION_MAILS_PER_HOUR = 3
const HOUR_MS = 60 * 60 * 1000

const sentAt = new BoundedMap<number[]>({
  name: 'confirmation mails sent again',
  maxEntries: 10_000,
  maxKeyLength: 20,
  ttlMs: HOUR_MS,
  maxValueBytes: 64,
})

/**
 * Counts a request to mail a booking's confirmation again: how many more this hour allows, or how long to wait when
 * none (then nothing is counted).
 */
export function confirmationMailAttempt(reservationNumber: string, now = Date.now()): { remaining: number } | { waitMs: number } {
  const recent = (sentAt.get(reservationNumber, now) ?? []).filter((at) => at > now - HOUR_MS)
  if (recent.length >= CONFIRMATION_MAILS_PER_HOUR) return { waitMs: recent[0] + HOUR_MS - now }
  sentAt.set(reservationNumber, [...recent, now], now)
  return { remaining: CONFIRMATION_MAILS_PER_HOUR - recent.length - 1 }
}
