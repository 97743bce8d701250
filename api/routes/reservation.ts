import { http, HttpResponse } from 'msw'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { actionBody } from '../http/actionBody.ts'
import { clientAddressOf } from '../http/clientAddressOf.ts'
import { tooManyAttempts } from '../http/tooManyAttempts.ts'
import { reservationLookupAttempt } from '../model/reservationLookupThrottle.ts'
import { cancelReservation, findReservation } from '../model/reservations.ts'

/** One message for a wrong number and a wrong name alike: it must not tell which of the two was right. */
const NOT_FOUND = 'There is no reservation with this number and last name.'

function lastNameOf(value: string | null): string {
  if (value === null || value.trim() === '') throw new BadRequest('"lastName" is required: the driver\'s last name, as booked.')
  if (value.length > 50) throw new BadRequest('"lastName" can have at most 50 characters.')
  return value
}

/**
 * GET /v1/reservationactivities/reservation/{reservation}?lastName=…: a reservation made with this server, for its
 * driver. Misses are limited per client address like logins (api/model/reservationLookupThrottle.ts): 429 with Retry-After.
 */
export const reservationHandler = http.get(
  '*/v1/reservationactivities/reservation/:reservation',
  answer(({ request, params }) => {
    const lastName = lastNameOf(new URL(request.url).searchParams.get('lastName'))
    const number = String(params.reservation)
    const attempt = reservationLookupAttempt(clientAddressOf(request), number)
    if (attempt.waitMs > 0) return tooManyAttempts(attempt.waitMs, 'reservation lookups')
    const reservation = findReservation(number, lastName)
    if (!reservation) return HttpResponse.json({ message: NOT_FOUND }, { status: 404 })
    attempt.succeeded()
    return HttpResponse.json(reservation)
  }),
)

/** POST /v1/reservationactivities/reservation/{reservation}/cancel { lastName }: cancels it; a second cancel answers 409. Limited as lookups are. */
export const cancelReservationHandler = http.post(
  '*/v1/reservationactivities/reservation/:reservation/cancel',
  answer(async ({ request, params }) => {
    // The request schema (schemas/api/reservationCancelRequest.schema.json) has made lastName a string.
    const { lastName } = await actionBody(request, 'reservationCancelRequest')
    const number = String(params.reservation)
    const attempt = reservationLookupAttempt(clientAddressOf(request), number)
    if (attempt.waitMs > 0) return tooManyAttempts(attempt.waitMs, 'reservation lookups')
    const result = cancelReservation(number, lastNameOf(lastName as string))
    if (!result) return HttpResponse.json({ message: NOT_FOUND }, { status: 404 })
    attempt.succeeded()
    if (!result.changed) return HttpResponse.json({ message: 'This reservation is already cancelled.' }, { status: 409 })
    return HttpResponse.json(result.reservation)
  }),
)
