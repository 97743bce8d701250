import { http, HttpResponse } from 'msw'
import { answer } from '../http/answer.ts'
import { actionBody } from '../http/actionBody.ts'
import { BadRequest } from '../http/badRequest.ts'
import { requestHost } from '../http/sameOrigin.ts'
import { bookingOf } from '../model/bookingOf.ts'
import { paymentProvider } from '../payments/paymentProviderOf.ts'
import { paymentTimeoutSeconds } from '../payments/providerOrigin.ts'

/** The page that will frame the card form: the request's Origin, or (a client that sends none) its host on http. */
export function siteOriginOf(request: Request): string {
  const origin = request.headers.get('origin')
  if (origin && origin !== 'null') return new URL(origin).origin
  return `http://${requestHost(request)}`
}

/**
 * POST /v1/payments/sessions { the reservation request, payment "now" }: 201 { sessionId, amount, frameUrl,
 * providerOrigin, timeoutSeconds }. The amount is the booking's price at the pay-now rate, computed here as the
 * reservation will be (api/model/bookingOf.ts), never taken from the browser. The same booking (idempotencyKey)
 * answers its open session again, so a retry never opens a second authorisation. docs/payments.md.
 */
export const createPaymentSessionHandler = http.post(
  '*/v1/payments/sessions',
  answer(async ({ request }) => {
    const body = await actionBody(request, 'reservationRequest')
    if (body.payment !== 'now') throw new BadRequest('A payment session is for "payment": "now".', 400, 'payment')
    if (typeof body.idempotencyKey !== 'string' || body.idempotencyKey === '')
      throw new BadRequest('"idempotencyKey" names the booking the payment is for.', 400, 'idempotencyKey')
    const booking = bookingOf(body)
    const siteOrigin = siteOriginOf(request)
    const provider = paymentProvider()
    const session = provider.openSession({
      amount: booking.breakdown.total,
      reference: body.idempotencyKey,
      siteOrigin,
      locale: typeof body.locale === 'string' ? body.locale : 'en-US',
    })
    const providerOrigin = provider.origin(siteOrigin)
    return HttpResponse.json(
      {
        sessionId: session.id,
        amount: session.amount,
        providerOrigin,
        frameUrl: `${providerOrigin}/card?session=${encodeURIComponent(session.id)}`,
        timeoutSeconds: paymentTimeoutSeconds(),
      },
      { status: 201 },
    )
  }),
)
