import { http, HttpResponse } from 'msw'
import type { Money, Reservation } from '../../features/web-api/index.ts'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { actionBody } from '../http/actionBody.ts'
import { bookingOf } from '../model/bookingOf.ts'
import { bodyFingerprint, reservationForKey, storeReservation } from '../model/reservations.ts'
import { manageBookingLink } from '../mail/manageBookingLink.ts'
import { queueMail } from '../mail/queueMail.ts'
import type { PaymentSession } from '../payments/paymentProvider.ts'
import { paymentProvider } from '../payments/paymentProviderOf.ts'

function idempotencyOf(body: Record<string, unknown>): { key: string; fingerprint: string } | undefined {
  // The mail's language is no part of the booking: the same booking asked from a page in another language is the same.
  const { idempotencyKey: key, locale: _locale, ...request } = body
  if (key === undefined) return undefined
  if (typeof key !== 'string' || key === '' || key.length > 100)
    throw new BadRequest('"idempotencyKey" must be a string of 1 to 100 characters.', 400, 'idempotencyKey')
  // No pieces of an extra is the same booking as not naming it (the funnel sends {"gps": 0} after a change of mind).
  const extras = Object.entries((request.extras ?? {}) as Record<string, number>).filter(([, quantity]) => quantity !== 0)
  return { key, fingerprint: bodyFingerprint({ ...request, extras: Object.fromEntries(extras) }) }
}

/** A pay-now booking's payment: the amount the session authorised, nothing due at pickup but the deposit. */
function paidWith(session: PaymentSession, total: Money): NonNullable<Reservation['paid']> {
  return {
    amount: session.amount,
    dueAtPickup: { amount: 0, currency: total.currency },
    ...(session.method ? { method: session.method } : {}),
  }
}

/**
 * The provider's word on the request's payment session: authorised, for exactly `total`, and not paying for another
 * reservation. 402 otherwise, naming `paymentSessionId`: nothing is booked and nothing was charged.
 */
function authorisedSessionFor(body: Record<string, unknown>, total: Money): PaymentSession {
  const id = body.paymentSessionId
  if (typeof id !== 'string' || id === '')
    throw new BadRequest('Paying now needs an authorised payment: send its "paymentSessionId".', 402, 'paymentSessionId')
  const session = paymentProvider().session(id)
  if (session?.status !== 'authorised')
    throw new BadRequest('The payment session is not authorised: nothing was booked or charged.', 402, 'paymentSessionId')
  if (session.amount.currency !== total.currency || Math.round(session.amount.amount * 100) !== Math.round(total.amount * 100))
    throw new BadRequest('The payment was authorised for another amount than this booking costs.', 402, 'paymentSessionId')
  if (session.reservationNumber) throw new BadRequest('The payment session paid for another reservation already.', 409, 'paymentSessionId')
  return session
}

/**
 * POST /v1/rentalreservations/create { offerId, branchId, pickupDate, returnDate, currency, driver, termsAccepted: true,
 * returnBranchId?, driverAge?, protection?, extras?, payment?, promo?, idempotencyKey?, paymentSessionId? }: 201 with the
 * reservation, its price breakdown at the chosen rate, the rate's terms and, paying now, what was paid. Paying now
 * needs the provider's authorisation of exactly that price (402 otherwise). The body must match schemas/api/reservationRequest.schema.json (400 naming the field). The same
 * idempotencyKey with the same body answers the reservation it created (200), so a second submit cannot book twice;
 * with another body it is refused (422): one key stands for one booking.
 */
export const createReservationHandler = http.post(
  '*/v1/rentalreservations/create',
  answer(async ({ request }) => {
    const body = await actionBody(request, 'reservationRequest')
    const idempotency = idempotencyOf(body)
    const earlier = idempotency && reservationForKey(idempotency.key, idempotency.fingerprint)
    if (earlier === 'otherBody')
      throw new BadRequest(
        '"idempotencyKey" was used for another reservation request: send a new key for a new booking.',
        422,
        'idempotencyKey',
      )
    if (earlier) return HttpResponse.json(earlier, { status: 200 })
    const booking = bookingOf(body)
    const { entry, returnEntry, choices, driver, breakdown } = booking
    // Pay now books only what the provider authorised, for exactly this price (asked of the provider, never the browser).
    const session = choices.payment === 'now' ? authorisedSessionFor(body, breakdown.total) : undefined
    const reservation = storeReservation(
      {
        status: 'confirmed',
        branchId: entry.branch.id,
        ...(returnEntry !== entry ? { returnBranchId: returnEntry.branch.id } : {}),
        pickupDate: booking.pickupDate,
        returnDate: booking.returnDate,
        total: breakdown.total,
        modelName: booking.model.name,
        driverAge: booking.driverAge,
        protection: choices.protection,
        payment: choices.payment,
        breakdown,
        ...(booking.rate ? { rate: booking.rate } : {}),
        driver,
        ...(session ? { paid: paidWith(session, breakdown.total) } : {}),
      },
      driver,
      idempotency,
    )
    // Synchronous since the check above: no other request can take the session in between.
    if (session) paymentProvider().attach(session.id, reservation.reservationNumber)
    // The confirmation the booking page promises, in the visitor's language; the answer does not wait for it. A repeated
    // request (the same idempotencyKey) answered above sends none: one booking, one mail.
    queueMail({
      kind: 'bookingConfirmation',
      to: driver.email,
      ...(typeof body.locale === 'string' ? { locale: body.locale } : {}),
      reservation,
      driverName: `${driver.firstName} ${driver.lastName}`,
      manageLink: manageBookingLink(request),
    })
    return HttpResponse.json(reservation, { status: 201 })
  }),
)
