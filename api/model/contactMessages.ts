import { BoundedTable } from '../store/boundedTable.ts'
import { prepared } from '../store/prepared.ts'
import { storeDatabase } from '../store/storeDatabase.ts'

/** What the help contact form sends (schemas/api/helpContactRequest.schema.json), as the handler checked it. */
export interface ContactMessage {
  topic: string
  name: string
  phone: string
  email?: string
  message: string
  rentalAgreement?: string
  bookingId?: string
  country: string
  locale?: string
}

/** A year: long enough for the team to answer and for a visitor to refer to the reference number. */
const KEPT_FOR_MS = 365 * 24 * 60 * 60 * 1000
const messages = new BoundedTable({ name: 'contact messages', table: 'contact_messages', maxEntries: 100_000, ttlMs: KEPT_FOR_MS })

/**
 * Keeps a message under its reference number. The first message of a reference is kept; a repeat (the same
 * idempotency key) changes nothing. Answers whether its receipt still has to be mailed: true once per reference,
 * across restarts, and only when the message gave an email.
 */
export function receiveContactMessage(reference: string, message: ContactMessage, now = Date.now()): { mailReceipt: boolean } {
  const database = storeDatabase()
  return database.transaction(() => {
    prepared(
      database,
      `INSERT OR IGNORE INTO contact_messages
        (reference, topic, name, phone, email, message, rental_agreement, booking_id, country, locale, received_at, expires_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      reference,
      message.topic,
      message.name,
      message.phone,
      message.email ?? null,
      message.message,
      message.rentalAgreement ?? null,
      message.bookingId ?? null,
      message.country,
      message.locale ?? null,
      now,
      now + KEPT_FOR_MS,
    )
    messages.afterSet(database, now)
    const marked = prepared(
      database,
      'UPDATE contact_messages SET receipt_mailed = 1 WHERE reference = ? AND receipt_mailed = 0 AND email IS NOT NULL',
    ).run(reference)
    return { mailReceipt: marked.changes === 1 }
  })()
}

/** The message kept under a reference number (the team's view; tests read it). */
export function contactMessage(reference: string): (ContactMessage & { receivedAt: number }) | undefined {
  const row = prepared(storeDatabase(), 'SELECT * FROM contact_messages WHERE reference = ?').get(reference) as
    | Record<string, string | number | null>
    | undefined
  if (!row) return undefined
  const optional = (value: string | number | null) => (value === null ? undefined : String(value))
  return {
    topic: String(row.topic),
    name: String(row.name),
    phone: String(row.phone),
    email: optional(row.email),
    message: String(row.message),
    rentalAgreement: optional(row.rental_agreement),
    bookingId: optional(row.booking_id),
    country: String(row.country),
    locale: optional(row.locale),
    receivedAt: Number(row.received_at),
  }
}
