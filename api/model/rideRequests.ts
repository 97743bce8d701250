import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { RideBooking } from '../../features/web-api/index.ts'
import type { RideClass, RiderContact } from '../../features/ride/index.ts'
import { BoundedTable } from '../store/boundedTable.ts'
import { prepared } from '../store/prepared.ts'
import { storeDatabase } from '../store/storeDatabase.ts'
import { findRideAddress, rideServiceArea } from './rideAddresses.ts'

/** A year: the rider may quote the reference about an invoice or a lost item long after the ride. */
const KEPT_FOR_MS = 365 * 24 * 60 * 60 * 1000
const requests = new BoundedTable({ name: 'ride requests', table: 'ride_requests', maxEntries: 100_000, ttlMs: KEPT_FOR_MS })

/** What the handler checked and priced, ready to keep. */
export interface NewRideRequest {
  country: string
  areaId: string
  pickupId: string
  dropoffId: string
  pickupAt: string
  rideClass: RideClass
  distanceKm: number
  price: { amount: number; currency: string }
  rider: RiderContact
  locale?: string
}

/** A reference as a rider reads it out on the phone: "RD-" and eight letters and digits without 0/O, 1/I. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
function newReference(): string {
  let code = ''
  for (let index = 0; index < 8; index++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]
  return `RD-${code}`
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

type Row = Record<string, string | number | null>

function bookingOf(row: Row): RideBooking {
  const country = String(row.country)
  const timeZone = rideServiceArea(country)?.areas.find((area) => area.id === row.area_id)?.timeZone ?? 'UTC'
  return {
    reference: String(row.reference),
    status: row.status === 'cancelled' ? 'cancelled' : 'requested',
    country,
    pickup: findRideAddress(country, String(row.pickup_id))!,
    dropoff: findRideAddress(country, String(row.dropoff_id))!,
    pickupAt: String(row.pickup_at),
    timeZone,
    rideClass: String(row.ride_class) as RideClass,
    distanceKm: Number(row.distance_km),
    price: { amount: Number(row.price_amount), currency: String(row.currency) },
    rider: { name: String(row.name), email: String(row.email), phone: String(row.phone) },
  }
}

/** Keeps a new ride request under a new reference; answers it with the cancellation token (shown once, never kept). */
export function keepRideRequest(request: NewRideRequest, now = Date.now()): { booking: RideBooking; cancelToken: string } {
  const database = storeDatabase()
  const cancelToken = randomBytes(18).toString('base64url')
  let reference = newReference()
  const insert = prepared(
    database,
    `INSERT OR IGNORE INTO ride_requests
      (reference, country, area_id, pickup_id, dropoff_id, pickup_at, ride_class, distance_km, price_amount, currency,
       name, email, phone, locale, token_hash, created_at, expires_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const values = () => [
    reference,
    request.country,
    request.areaId,
    request.pickupId,
    request.dropoffId,
    request.pickupAt,
    request.rideClass,
    request.distanceKm,
    request.price.amount,
    request.price.currency,
    request.rider.name,
    request.rider.email,
    request.rider.phone,
    request.locale ?? null,
    hashOf(cancelToken),
    now,
    now + KEPT_FOR_MS,
  ]
  // 32^8 references: a clash is rare, and a taken one is simply drawn again.
  while (insert.run(...values()).changes === 0) reference = newReference()
  requests.afterSet(database, now)
  const row = prepared(database, 'SELECT * FROM ride_requests WHERE reference = ?').get(reference) as Row
  return { booking: bookingOf(row), cancelToken }
}

/** The request under a reference, for the holder of its cancellation token only (undefined for a wrong one). */
export function rideRequestFor(reference: string, token: string): RideBooking | undefined {
  const row = prepared(storeDatabase(), 'SELECT * FROM ride_requests WHERE reference = ?').get(reference) as Row | undefined
  if (!row) return undefined
  const expected = Buffer.from(String(row.token_hash), 'hex')
  const given = Buffer.from(hashOf(token), 'hex')
  if (!timingSafeEqual(expected, given)) return undefined
  return bookingOf(row)
}

/** Marks a request cancelled (the caller checked the token and that it may still be cancelled). */
export function markRideCancelled(reference: string, now = Date.now()): void {
  prepared(storeDatabase(), "UPDATE ride_requests SET status = 'cancelled', cancelled_at = ? WHERE reference = ?").run(now, reference)
}
