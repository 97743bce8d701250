import { http, HttpResponse } from 'msw'
import { answer } from '../http/answer.ts'
import { quoteCancellation } from '../model/reservationTerms.ts'
import { reservationForDriver } from './reservationForDriver.ts'

/**
 * GET /v1/reservationactivities/reservation/{reservation}/cancellation?lastName=…: what cancelling costs now under the
 * booked rate's terms (free or not, until when, the fee and the refund), before the driver confirms. A cancelled
 * booking answers 409. Limited as lookups are.
 */
export const cancellationQuoteHandler = http.get(
  '*/v1/reservationactivities/reservation/:reservation/cancellation',
  answer(({ request, params }) => {
    const found = reservationForDriver(request, String(params.reservation), new URL(request.url).searchParams.get('lastName'))
    if (found instanceof Response) return found
    if (found.status === 'cancelled')
      return HttpResponse.json({ message: 'This reservation is already cancelled.', code: 'cancelled' }, { status: 409 })
    return HttpResponse.json(quoteCancellation(found))
  }),
)
