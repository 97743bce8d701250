import { http, HttpResponse } from 'msw'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { actionBody } from '../http/actionBody.ts'
import { cancelReservation, findReservation } from '../model/reservations.ts'

/** One message for a wrong number and a wrong name alike: it must not tell which of the two was right. */
const NOT_FOUND = 'There is no reservation with this number and last name.'

function lastNameOf(value: string | null): string {
  if (value === null || value.trim() === '') throw new BadRequest('"lastName" is required: the driver\'s last name, as booked.')
  if (value.length > 50) throw new BadRequest('"lastName" can have at most 50 characters.')
  return value
}

/** GET /v1/reservationactivities/reservation/{reservation}?lastName=…: a reservation made with this server, for its driver. */
export const reservationHandler = http.get(
  '*/v1/reservationactivities/reservation/:reservation',
  answer(({ request, params }) => {
    const lastName = lastNameOf(new URL(request.url).searchParams.get('lastName'))
    const reservation = findReservation(String(params.reservation), lastName)
    return reservation ? HttpResponse.json(reservation) : HttpResponse.json({ message: NOT_FOUND }, { status: 404 })
  }),
)

/** POST /v1/reservationactivities/reservation/{reservation}/cancel { lastName }: cancels it; a second cancel answers 409. */
export const cancelReservationHandler = http.post(
  '*/v1/reservationactivities/reservation/:reservation/cancel',
  answer(async ({ request, params }) => {
    // The request schema (schemas/api/reservationCancelRequest.schema.json) has made lastName a string.
    const { lastName } = await actionBody(request, 'reservationCancelRequest')
    const result = cancelReservation(String(params.reservation), lastNameOf(lastName as string))
    if (!result) return HttpResponse.json({ message: NOT_FOUND }, { status: 404 })
    if (!result.changed) return HttpResponse.json({ message: 'This reservation is already cancelled.' }, { status: 409 })
    return HttpResponse.json(result.reservation)
  }),
)
