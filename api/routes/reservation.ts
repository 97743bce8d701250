import { http, HttpResponse } from 'msw'
import { answer } from '../http/answer.ts'
import { actionBody } from '../http/actionBody.ts'
import { cancelReservation } from '../model/reservations.ts'
import { withRate } from '../model/reservationTerms.ts'
import { lastNameOf, reservationForDriver } from './reservationForDriver.ts'

/**
 * GET /v1/reservationactivities/reservation/{reservation}?lastName=…: a reservation made with this server, for its
 * driver, with the rate whose terms apply (a booking made before rates existed reads its market's current one,
 * api/model/reservationTerms.ts). Misses are limited per client address like logins: 429 with Retry-After.
 */
export const reservationHandler = http.get(
  '*/v1/reservationactivities/reservation/:reservation',
  answer(({ request, params }) => {
    const found = reservationForDriver(request, String(params.reservation), new URL(request.url).searchParams.get('lastName'))
    return found instanceof Response ? found : HttpResponse.json(withRate(found))
  }),
)

/**
 * POST /v1/reservationactivities/reservation/{reservation}/cancel { lastName }: cancels it under its rate's terms (the
 * fee, the refund of what was paid online less the fee, stored as `cancellation`) and answers the cancelled booking;
 * a second cancel answers 409. Limited as lookups are.
 */
export const cancelReservationHandler = http.post(
  '*/v1/reservationactivities/reservation/:reservation/cancel',
  answer(async ({ request, params }) => {
    const { lastName } = await actionBody(request, 'reservationCancelRequest')
    const found = reservationForDriver(request, String(params.reservation), lastName)
    if (found instanceof Response) return found
    const result = cancelReservation(found.reservationNumber, lastNameOf(lastName))
    if (!result) return HttpResponse.json({ message: 'There is no reservation with this number and last name.' }, { status: 404 })
    if (!result.changed) return HttpResponse.json({ message: 'This reservation is already cancelled.', code: 'cancelled' }, { status: 409 })
    return HttpResponse.json(result.reservation)
  }),
)
