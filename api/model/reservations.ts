import { createHash } from 'node:crypto'
import type { Reservation } from '../../features/web-api/index.ts'
import { normalizedEmail } from '../../features/account/index.ts'
import { BoundedMap } from './boundedMap.ts'

/**
 * Reservations live in the server process: enough for a journey from search to confirmation and to managing the
 * booking afterwards. The driver's last name is kept only as a hash, to check a lookup. A reference API keeps at most
 * MAX_RESERVATIONS, each for RESERVATION_KEPT_MS (a rental ends within 730 days of booking), the oldest going first.
 */
export const MAX_RESERVATIONS = 10_000
const RESERVATION_KEPT_MS = 800 * 24 * 60 * 60 * 1000
const reservations = new BoundedMap<{ reservation: Reservation; lastNameHash: string; emailHash: string }>({
  name: 'reservations',
  maxEntries: MAX_RESERVATIONS,
  maxKeyLength: 10,
  ttlMs: RESERVATION_KEPT_MS,
  // A reservation with its price breakdown and extras, and two hashes.
  maxValueBytes: 8 * 1024,
})
/**
 * Idempotency keys of create requests (at most 100 characters), for a day: the reservation number each created and a
 * fingerprint of its request body.
 */
const numbersByKey = new BoundedMap<{ number: string; fingerprint: string }>({
  name: 'reservation idempotency keys',
  maxEntries: MAX_RESERVATIONS,
  maxKeyLength: 100,
  ttlMs: 24 * 60 * 60 * 1000,
  // The number and a SHA-256 fingerprint in hex, as JSON.
  maxValueBytes: 120,
})

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
  let number: string
  do number = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
  while (reservations.has(number))
  return number
}

export function storeReservation(
  reservation: Omit<Reservation, 'reservationNumber'>,
  driver: { lastName: string; email: string },
  idempotency?: { key: string; fingerprint: string },
): Reservation {
  const stored = { reservationNumber: nextReservationNumber(), ...reservation }
  reservations.set(stored.reservationNumber, {
    reservation: stored,
    lastNameHash: lastNameHash(driver.lastName),
    emailHash: emailHash(driver.email),
  })
  if (idempotency) numbersByKey.set(idempotency.key, { number: stored.reservationNumber, fingerprint: idempotency.fingerprint })
  return stored
}

/** The reservations booked with this email, the latest booked first. */
export function reservationsForEmail(email: string): Reservation[] {
  const hash = emailHash(email)
  return [...reservations.values()]
    .filter((entry) => entry.emailHash === hash)
    .map((entry) => entry.reservation)
    .reverse()
}

/**
 * What an earlier request with this idempotency key created, as it is now: its reservation when the body is the
 * same (a repeated submit), "otherBody" when the key was used for another request, nothing for a new key.
 */
export function reservationForKey(idempotencyKey: string, fingerprint: string): Reservation | 'otherBody' | undefined {
  const earlier = numbersByKey.get(idempotencyKey)
  if (!earlier) return undefined
  if (earlier.fingerprint !== fingerprint) return 'otherBody'
  return reservations.get(earlier.number)?.reservation
}

/** The reservation with this number, if the last name is the driver's: one answer for either mistake, so a guess learns nothing. */
export function findReservation(number: string, lastName: string): Reservation | undefined {
  const entry = reservations.get(number)
  return entry && entry.lastNameHash === lastNameHash(lastName) ? entry.reservation : undefined
}

/** Cancels a confirmed reservation; a cancelled one stays as it is. */
export function cancelReservation(number: string, lastName: string): { reservation: Reservation; changed: boolean } | undefined {
  const found = findReservation(number, lastName)
  if (!found) return undefined
  if (found.status === 'cancelled') return { reservation: found, changed: false }
  const cancelled: Reservation = { ...found, status: 'cancelled' }
  reservations.get(number)!.reservation = cancelled
  return { reservation: cancelled, changed: true }
}
