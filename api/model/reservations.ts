import { createHash } from 'node:crypto'
import type { Reservation } from '../../features/web-api/index.ts'
import { normalizedEmail } from '../../features/account/index.ts'
import { BoundedTable } from '../store/boundedTable.ts'
import { prepared } from '../store/prepared.ts'
import { storeDatabase } from '../store/storeDatabase.ts'
import { refundReservationPayment } from '../payments/reservationPayments.ts'
import { quoteCancellation, rateOf } from './reservationTerms.ts'

/**
 * Reservations live in the reference API's database (api/store/): a restart keeps them, so a visitor can still manage
 * the booking. The driver's last name is kept only as a hash, to check a lookup. A reference API keeps at most
 * MAX_RESERVATIONS, each for RESERVATION_KEPT_MS (a rental ends within 730 days of booking), the oldest going first.
 */
export const MAX_RESERVATIONS = 10_000
const RESERVATION_KEPT_MS = 800 * 24 * 60 * 60 * 1000
/** A reservation with its price breakdown and extras, as JSON: a larger one is an engine bug, not a visitor's input. */
const MAX_RESERVATION_BYTES = 8 * 1024
const reservations = new BoundedTable({
  name: 'reservations',
  table: 'reservations',
  maxEntries: MAX_RESERVATIONS,
  ttlMs: RESERVATION_KEPT_MS,
})
/**
 * Idempotency keys of create requests (at most 100 characters), for a day: the reservation number each created and a
 * fingerprint of its request body. Stored in the same transaction as the reservation: never one without the other.
 */
const IDEMPOTENCY_KEPT_MS = 24 * 60 * 60 * 1000
const numbersByKey = new BoundedTable({
  name: 'reservation idempotency keys',
  table: 'reservation_idempotency_keys',
  maxEntries: MAX_RESERVATIONS,
  ttlMs: IDEMPOTENCY_KEPT_MS,
})

interface ReservationRow {
  reservation: string
  last_name_hash: string
}

const storedReservation = (number: string, now = Date.now()) =>
  prepared(storeDatabase(), 'SELECT reservation, last_name_hash FROM reservations WHERE number = ? AND expires_at > ?').get(number, now) as
    | ReservationRow
    | undefined

/** A request body's fingerprint: the same fields and values in any key order give the same one. */
export function bodyFingerprint(body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex')
}

/** "Müller", " muller " and "MÜLLER" are the same name to a visitor typing it. */
function lastNameHash(lastName: string): string {
  const folded = lastName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
  return createHash('sha256').update(folded).digest('hex')
}

/**
 * The account area lists the reservations booked with the account's email (the driver's email of the funnel):
 * a booking made before signing up shows too. Kept as a hash, like the last name.
 */
function emailHash(email: string): string {
  return createHash('sha256').update(normalizedEmail(email)).digest('hex')
}

/** Ten digits starting with 9, the way booking confirmations show them. */
function nextReservationNumber(): string {
  const taken = prepared(storeDatabase(), 'SELECT 1 FROM reservations WHERE number = ?')
  let number: string
  do number = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
  while (taken.get(number))
  return number
}

export function storeReservation(
  reservation: Omit<Reservation, 'reservationNumber'>,
  driver: { lastName: string; email: string },
  idempotency?: { key: string; fingerprint: string },
  now = Date.now(),
): Reservation {
  const database = storeDatabase()
  const stored = { reservationNumber: nextReservationNumber(), ...reservation }
  const json = JSON.stringify(stored)
  if (json.length > MAX_RESERVATION_BYTES) throw new Error(`A reservation of ${json.length} bytes is over the store's limit`)
  // The reservation and its idempotency key together or not at all: a key must never name a missing booking.
  database.transaction(() => {
    prepared(database, 'INSERT INTO reservations (number, reservation, last_name_hash, email_hash, expires_at) VALUES (?, ?, ?, ?, ?)').run(
      stored.reservationNumber,
      json,
      lastNameHash(driver.lastName),
      emailHash(driver.email),
      now + RESERVATION_KEPT_MS,
    )
    reservations.afterSet(database, now)
    if (!idempotency) return
    prepared(
      database,
      'INSERT OR REPLACE INTO reservation_idempotency_keys (key, number, fingerprint, expires_at) VALUES (?, ?, ?, ?)',
    ).run(idempotency.key, stored.reservationNumber, idempotency.fingerprint, now + IDEMPOTENCY_KEPT_MS)
    numbersByKey.afterSet(database, now)
  })()
  return stored
}

/** The reservations booked with this email, the latest booked first. */
export function reservationsForEmail(email: string, now = Date.now()): Reservation[] {
  const rows = prepared(
    storeDatabase(),
    'SELECT reservation FROM reservations WHERE email_hash = ? AND expires_at > ? ORDER BY rowid DESC',
  ).all(emailHash(email), now) as { reservation: string }[]
  return rows.map((row) => JSON.parse(row.reservation) as Reservation)
}

/**
 * What an earlier request with this idempotency key created, as it is now: its reservation when the body is the
 * same (a repeated submit), "otherBody" when the key was used for another request, nothing for a new key.
 */
export function reservationForKey(idempotencyKey: string, fingerprint: string, now = Date.now()): Reservation | 'otherBody' | undefined {
  const earlier = prepared(
    storeDatabase(),
    'SELECT number, fingerprint FROM reservation_idempotency_keys WHERE key = ? AND expires_at > ?',
  ).get(idempotencyKey, now) as { number: string; fingerprint: string } | undefined
  if (!earlier) return undefined
  if (earlier.fingerprint !== fingerprint) return 'otherBody'
  const row = storedReservation(earlier.number, now)
  return row && (JSON.parse(row.reservation) as Reservation)
}

/** The reservation with this number, if the last name is the driver's: one answer for either mistake, so a guess learns nothing. */
export function findReservation(number: string, lastName: string): Reservation | undefined {
  const row = storedReservation(number)
  return row && row.last_name_hash === lastNameHash(lastName) ? (JSON.parse(row.reservation) as Reservation) : undefined
}

/**
 * Writes a changed reservation under its number (the number stays). A changed driver changes the hashes the lookup and
 * the account area read, so the driver finds the booking with the new last name and email.
 */
export function replaceReservation(reservation: Reservation, driver?: { lastName: string; email: string }): void {
  const json = JSON.stringify(reservation)
  if (json.length > MAX_RESERVATION_BYTES) throw new Error(`A reservation of ${json.length} bytes is over the store's limit`)
  const database = storeDatabase()
  if (!driver)
    return void prepared(database, 'UPDATE reservations SET reservation = ? WHERE number = ?').run(json, reservation.reservationNumber)
  prepared(database, 'UPDATE reservations SET reservation = ?, last_name_hash = ?, email_hash = ? WHERE number = ?').run(
    json,
    lastNameHash(driver.lastName),
    emailHash(driver.email),
    reservation.reservationNumber,
  )
}

/**
 * Cancels a confirmed reservation under its rate's terms (api/model/reservationTerms.ts): the fee, and the refund of
 * what was paid online less the fee through the payment bookkeeping; a cancelled one stays as it is. Reading and
 * writing happen in one synchronous step, so two cancels cannot both refund.
 */
export function cancelReservation(
  number: string,
  lastName: string,
  now = new Date(),
): { reservation: Reservation; changed: boolean } | undefined {
  const found = findReservation(number, lastName)
  if (!found) return undefined
  if (found.status === 'cancelled') return { reservation: found, changed: false }
  const quote = quoteCancellation(found, now)
  const paid = refundReservationPayment(found, quote.refund)
  const cancelled: Reservation = {
    ...found,
    status: 'cancelled',
    rate: rateOf(found),
    ...(paid ? { paid } : {}),
    cancellation: { cancelledAt: now.toISOString(), fee: quote.fee, refund: quote.refund },
  }
  replaceReservation(cancelled)
  return { reservation: cancelled, changed: true }
}
