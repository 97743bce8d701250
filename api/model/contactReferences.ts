import { BoundedMap } from './boundedMap.ts'

/**
 * Reference numbers of the help contact form, by the client's idempotency key (X-Idempotency-Key or the body's
 * requestId): a form posted twice within a day is received once. Keys are at most REQUEST_ID_MAX_LENGTH characters
 * (a UUID is 36); at most MAX_ENTRIES are kept, the oldest going first.
 */
export const REQUEST_ID_MAX_LENGTH = 100
const MAX_ENTRIES = 10_000
const KEPT_FOR_MS = 24 * 60 * 60 * 1000

const byKey = new BoundedMap<string>({
  name: 'contact references',
  maxEntries: MAX_ENTRIES,
  maxKeyLength: REQUEST_ID_MAX_LENGTH,
  ttlMs: KEPT_FOR_MS,
  // "HC-12345678" as JSON
  maxValueBytes: 16,
})
let sequence = Math.floor(Math.random() * 1e6)

const nextReference = () => `HC-${String(20_000_000 + (sequence++ % 80_000_000)).padStart(8, '0')}`

/** The reference number for a form with this key: the one given before, or a new one (always new without a key). */
export function contactReferenceFor(key: string | null): string {
  if (key === null) return nextReference()
  const referenceNumber = byKey.get(key) ?? nextReference()
  byKey.set(key, referenceNumber)
  return referenceNumber
}
