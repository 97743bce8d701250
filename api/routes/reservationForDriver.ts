import { HttpResponse } from 'msw'
import type { Reservation } from '../../features/web-api/index.ts'
import { BadRequest } from '../http/badRequest.ts'
import { clientAddressOf } from '../http/clientAddressOf.ts'
import { tooManyAttempts } from '../http/tooManyAttempts.ts'
import { reservationLookupAttempt } from '../model/reservationLookupThrottle.ts'
import { findReservation } from '../model/reservations.ts'

/** One message for a wrong number and a wrong name alike: it must not tell which of the two was right. */
export const NOT_FOUND = 'There is no reservation with this number and last name.'

export function lastNameOf(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new BadRequest('"lastName" is required: the driver\'s last name, as booked.', 400, 'lastName')
  if (value.length > 50) throw new BadRequest('"lastName" can have at most 50 characters.', 400, 'lastName')
  return value
}

/**
 * Every operation on a booking by number and last name is a lookup, limited as the lookup is
 * (api/model/reservationLookupThrottle.ts): 429 with Retry-After after too many misses, 404 for a wrong number or name
 * alike. Answers the booking, or the response to send instead.
 */
export function reservationForDriver(request: Request, number: string, lastName: unknown): Reservation | Response {
  const name = lastNameOf(lastName)
  const attempt = reservationLookupAttempt(clientAddressOf(request), number)
  if (attempt.waitMs > 0) return tooManyAttempts(attempt.waitMs, 'reservation lookups')
  const reservation = findReservation(number, name)
  if (!reservation) return HttpResponse.json({ message: NOT_FOUND }, { status: 404 })
  attempt.succeeded()
  return reservation
}
