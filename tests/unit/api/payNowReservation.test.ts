// A pay-now reservation is confirmed only after the provider authorised exactly its price: the API asks the provider
// (never the browser), books the rate's price, keeps the rate's terms and the driver, and never books a session twice.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handlers } from '../../../api/handlers.ts'
import { refundReservationPayment, settleReservationDifference } from '../../../api/payments/reservationPayments.ts'
import { PaymentRefused } from '../../../api/payments/paymentProvider.ts'
import { answerChallenge, submitCard } from '../../../api/payments/standInProvider.ts'
import { toUtcIsoDate } from '../../../engine/shared/isoDate.ts'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const BASE = 'https://api.example.test'
const day = (offset: number) => toUtcIsoDate(new Date(Date.now() + offset * 86400000))
let run = 0

async function booking(payment: 'now' | 'pickup'): Promise<Record<string, unknown>> {
  const search = `branchId=de-muc-airport&pickupDate=${day(20)}T12:30&returnDate=${day(25)}T08:30&currency=EUR`
  const { offers } = await (await fetch(`${BASE}/v1/rentaloffers/offers?${search}`)).json()
  return {
    offerId: offers[0].id,
    branchId: 'de-muc-airport',
    pickupDate: `${day(20)}T12:30`,
    returnDate: `${day(25)}T08:30`,
    currency: 'EUR',
    driver: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
    termsAccepted: true,
    payment,
    idempotencyKey: `pay-now-${++run}`,
    locale: 'de-DE',
  }
}

const post = (path: string, body: unknown) =>
  fetch(`${BASE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: BASE }, body: JSON.stringify(body) })
const openSession = async (body: unknown) => (await post('/v1/payments/sessions', body)).json()
const create = (body: unknown) => post('/v1/rentalreservations/create', body)

describe('pay now', () => {
  it('opens a session for the booking at the pay-now rate, on the provider origin, whatever the browser claims', async () => {
    const body = await booking('now')
    const session = await openSession(body)
    const atPickup = await (await create({ ...(await booking('pickup')) })).json()
    expect(session.amount.amount).toBeLessThan(atPickup.total.amount)
    expect(session.providerOrigin).toBe('https://pay.api.example.test')
    expect(session.frameUrl).toBe(`https://pay.api.example.test/card?session=${session.sessionId}`)
    expect((await openSession(body)).sessionId).toBe(session.sessionId)
  })

  it('refuses a pay-now booking without a payment session, or with one that is not authorised (402, nothing booked)', async () => {
    const body = await booking('now')
    const none = await create(body)
    expect(none.status).toBe(402)
    expect((await none.json()).field).toBe('paymentSessionId')
    const session = await openSession(body)
    submitCard(session.sessionId, { number: '4000000000009995', expired: false })
    expect((await create({ ...body, paymentSessionId: session.sessionId })).status).toBe(402)
  })

  it('refuses a session authorised for another amount than the booking costs', async () => {
    const cheap = await booking('now')
    const session = await openSession(cheap)
    submitCard(session.sessionId, { number: '4242424242424242', expired: false })
    const dearer = { ...cheap, protection: 'full', paymentSessionId: session.sessionId }
    const answer = await create(dearer)
    expect(answer.status).toBe(402)
    expect((await answer.json()).message).toContain('another amount')
  })

  it('books after the 3-D Secure approval: paid with the card, nothing due but the deposit, the rate and driver kept', async () => {
    const body = await booking('now')
    const session = await openSession(body)
    submitCard(session.sessionId, { number: '4000000000003220', expired: false })
    answerChallenge(session.sessionId, 'approve')
    const answer = await create({ ...body, paymentSessionId: session.sessionId })
    expect(answer.status).toBe(201)
    const reservation = await answer.json()
    expect(reservation.total).toEqual(session.amount)
    expect(reservation.breakdown.rateDiscount.amount).toBeGreaterThan(0)
    expect(reservation.paid).toEqual({
      amount: session.amount,
      dueAtPickup: { amount: 0, currency: 'EUR' },
      method: { brand: 'visa', last4: '3220' },
    })
    expect(reservation.rate).toMatchObject({ id: 'now', freeCancellationHours: 48 })
    expect(reservation.driver).toEqual({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' })
    // The same booking again answers the same reservation; the session never pays for a second one.
    const again = await create({ ...body, paymentSessionId: session.sessionId })
    expect(again.status).toBe(200)
    expect((await again.json()).reservationNumber).toBe(reservation.reservationNumber)
    const other = await create({ ...body, idempotencyKey: `pay-now-${++run}`, paymentSessionId: session.sessionId })
    expect(other.status).toBe(409)

    expect(refundReservationPayment(reservation, { amount: 10, currency: 'EUR' })?.refunded).toEqual({ amount: 10, currency: 'EUR' })
    expect(() => refundReservationPayment(reservation, { amount: reservation.total.amount + 0.01, currency: 'EUR' })).toThrow(
      PaymentRefused,
    )
    expect(settleReservationDifference(reservation, { amount: 20, currency: 'EUR' })?.amount.amount).toBeCloseTo(
      reservation.total.amount + 20,
      2,
    )
  })

  it('books pay at pickup without any payment: nothing paid online, the pickup rate kept', async () => {
    const reservation = await (await create(await booking('pickup'))).json()
    expect(reservation.paid).toBeUndefined()
    expect(reservation.rate).toMatchObject({ id: 'pickup' })
    expect(refundReservationPayment(reservation, { amount: 10, currency: 'EUR' })).toBeUndefined()
  })
})
