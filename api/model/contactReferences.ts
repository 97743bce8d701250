import { BoundedTable } from '../store/boundedTable.ts'
import { prepared } from '../store/prepared.ts'
import { storeDatabase } from '../store/storeDatabase.ts'

/**
 * Reference numbers of the help contact form, by the client's idempotency key (X-Idempotency-Key or the body's
 * requestId): a form posted twice within a day is received once, across a restart too (api/store/). Keys are at most
 * REQUEST_ID_MAX_LENGTH characters (a UUID is 36); at most 10,000 are kept, the oldest going first.
 */
export const REQUEST_ID_MAX_LENGTH = 100
const KEPT_FOR_MS = 24 * 60 * 60 * 1000

const byKey = new BoundedTable({ name: 'contact references', table: 'contact_references', maxEntries: 10_000, ttlMs: KEPT_FOR_MS })
let sequence = Math.floor(Math.random() * 1e6)

const nextReference = () => `HC-${String(20_000_000 + (sequence++ % 80_000_000)).padStart(8, '0')}`

/** The reference number for a form with this key: the one given before, or a new one (always new without a key). */
export function contactReferenceFor(key: string | null, now = Date.now()): string {
  if (key === null) return nextReference()
  const database = storeDatabase()
  const earlier = prepared(database, 'SELECT reference FROM contact_references WHERE key = ? AND expires_at > ?').get(key, now) as
    | { reference: string }
    | undefined
  const referenceNumber = earlier?.reference ?? nextReference()
  // Set again on every post, as before: the day starts over with each repeat.
  prepared(database, 'INSERT OR REPLACE INTO contact_references (key, reference, expires_at) VALUES (?, ?, ?)').run(
    key,
    referenceNumber,
    now + KEPT_FOR_MS,
  )
  byKey.afterSet(database, now)
  return referenceNumber
}
