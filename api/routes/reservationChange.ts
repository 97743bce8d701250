import { http, HttpResponse } from 'msw'
import type { Reservation } from '../../features/web-api/index.ts'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { actionBody } from '../http/actionBody.ts'
import { manageBookingLink } from '../mail/manageBookingLink.ts'
import { queueMail } from '../mail/queueMail.ts'
import { settleReservationDifference } from '../payments/reservationPayments.ts'
import { changedReservation, type ReservationChange } from '../model/reservationChange.ts'
import { replaceReservation } from '../model/reservations.ts'
import { driverOf } from '../model/bookingOf.ts'
import { reservationForDriver } from './reservationForDriver.ts'

/** The change a request asks for; the request schema (reservationChangeRequest) has checked every field's type. */
function changeOf(body: Record<string, unknown>): ReservationChange {
  const { lastName: _lastName, locale: _locale, driver, ...rest } = body
  if (driver === undefined) return rest as ReservationChange
  try {
    return { ...(rest as ReservationChange), driver: driverOf(driver) }
  } catch (problem) {
    throw problem instanceof BadRequest ? new BadRequest(problem.message, 400, problem.field, 'driver') : problem
  }
}

/**
 * POST /v1/reservationactivities/reservation/{reservation}/change/preview { lastName, pickupDate?, returnDate?, offerId?,
 * protection?, extras?, driver? }: the changed booking's price breakdown and the difference to what was booked. Nothing
 * is changed; a change the car cannot take is refused with its reason (`code`, api/model/reservationChange.ts).
 */
export const previewReservationChangeHandler = http.post(
  '*/v1/reservationactivities/reservation/:reservation/change/preview',
  answer(async ({ request, params }) => {
    const body = await actionBody(request, 'reservationChangeRequest')
    const found = reservationForDriver(request, String(params.reservation), body.lastName)
    if (found instanceof Response) return found
    const { reservation, breakdown, difference } = changedReservation(found, changeOf(body))
    return HttpResponse.json({ modelName: reservation.modelName, breakdown, difference })
  }),
)

/**
 * POST /v1/reservationactivities/reservation/{reservation}/change { …the same }: applies the change (the number and the
 * rate stay), charges or refunds the difference through the payment bookkeeping, stores the booking and mails the
 * updated confirmation. Answers the changed reservation.
 */
export const changeReservationHandler = http.post(
  '*/v1/reservationactivities/reservation/:reservation/change',
  answer(async ({ request, params }) => {
    const body = await actionBody(request, 'reservationChangeRequest')
    const found = reservationForDriver(request, String(params.reservation), body.lastName)
    if (found instanceof Response) return found
    const change = changeOf(body)
    const { reservation, difference } = changedReservation(found, change)
    const paid = settleReservationDifference(found, difference)
    const { paid: _before, ...rest } = reservation
    const changed: Reservation = { ...rest, ...(paid ? { paid } : {}) }
    replaceReservation(changed, change.driver)
    const driver = changed.driver
    if (driver)
      queueMail({
        kind: 'bookingConfirmation',
        to: driver.email,
        ...(typeof body.locale === 'string' ? { locale: body.locale } : {}),
        reservation: changed,
        driverName: `${driver.firstName} ${driver.lastName}`,
        manageLink: manageBookingLink(request),
      })
    return HttpResponse.json(changed)
  }),
)
