// Managing a booking after it was made (issue 25, items 2 and 7): the cancellation quote and the cancel apply the booked
// rate's terms (fee, refund of what was paid online), a change is priced by priceBreakdown with the rate kept and
// refused with its reason when the car cannot take it (changing nothing), and the confirmation mail can be asked again
// only a few times an hour.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handlers } from '../../../api/handlers.ts'
import { queuedMails } from '../../../api/mail/queueMail.ts'
import { storeReservation } from '../../../api/model/reservations.ts'
import type { Reservation } from '../../../features/web-api/index.ts'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const BASE = 'https://api.example.test/v1/reservationactivities/reservation'
/** A local time at JFK (New York's clock) `hours` from now, "yyyy-MM-ddTHH:mm". */
const jfkIn = (hours: number) =>
  new Date(Date.now() + hours * 3600000).toLocaleString('sv-SE', { timeZone: 'America/New_York' }).slice(0, 16).replace(' ', 'T')
const day = (offset: number) => new Date(Date.now() + offset * 86400000).toISOString().slice(0, 10)

async function book(extra: Record<string, unknown> = {}): Promise<Reservation> {
  const [pickupDate, returnDate] = [`${day(20)}T10:00`, `${day(23)}T10:00`]
  const search = new URLSearchParams({ branchId: 'us-jfk-airport', pickupDate, returnDate, currency: 'USD', driverAge: '30' })
  const { offers } = await (await fetch(`https://api.example.test/v1/rentaloffers/offers?${search}`)).json()
  const answer = await fetch('https://api.example.test/v1/rentalreservations/create', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      offerId: offers.find((offer: { model: { category: string } }) => offer.model.category === 'compact').id,
      branchId: 'us-jfk-airport',
      pickupDate,
      returnDate,
      currency: 'USD',
      driver: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
      termsAccepted: true,
      ...extra,
    }),
  })
  expect(answer.status).toBe(201)
  return answer.json()
}

const post = (number: string, action: string, body: unknown) =>
  fetch(`${BASE}/${number}/${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const quote = async (number: string, lastName = 'Lee') => (await fetch(`${BASE}/${number}/cancellation?lastName=${lastName}`)).json()

/** A pay-now booking at JFK stored as the payment step leaves it: 300 USD paid online, its rate's terms. */
function paidBooking(pickupInHours: number): Reservation {
  const pickupDate = jfkIn(pickupInHours)
  return storeReservation(
    {
      status: 'confirmed',
      branchId: 'us-jfk-airport',
      pickupDate,
      returnDate: jfkIn(pickupInHours + 72),
      total: { amount: 300, currency: 'USD' },
      modelName: 'Kivo City',
      payment: 'now',
      rate: { id: 'now', discountPercent: 15, freeCancellationHours: 24, lateCancellationFeeDays: 1, noShowFee: 'lateCancellationFee' },
      paid: {
        amount: { amount: 300, currency: 'USD' },
        dueAtPickup: { amount: 0, currency: 'USD' },
        method: { brand: 'visa', last4: '4242' },
      },
      driver: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
    },
    { lastName: 'Lee', email: 'ann@example.com' },
  )
}

describe('cancelling under the booked terms', () => {
  it('a new booking keeps its rate and driver, and is free to cancel until pickup at pickup', async () => {
    const booked = await book()
    expect(booked.rate).toMatchObject({ id: 'pickup', freeCancellationHours: 0 })
    expect(booked.driver).toEqual({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' })
    expect(await quote(booked.reservationNumber)).toMatchObject({ free: true, freeUntil: booked.pickupDate, fee: { amount: 0 } })
  })

  it('within the free period the whole online payment is refunded and stored with the cancellation', async () => {
    const booked = paidBooking(48)
    expect(await quote(booked.reservationNumber)).toMatchObject({ free: true, refund: { amount: 300 } })
    const cancelled: Reservation = await (await post(booked.reservationNumber, 'cancel', { lastName: 'Lee' })).json()
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.cancellation).toMatchObject({ fee: { amount: 0 }, refund: { amount: 300, currency: 'USD' } })
    expect(cancelled.paid?.refunded).toEqual({ amount: 300, currency: 'USD' })
  })

  it('after the free period the fee of one rental day is kept and the rest refunded', async () => {
    const booked = paidBooking(5)
    expect(await quote(booked.reservationNumber)).toMatchObject({ free: false, fee: { amount: 100 }, refund: { amount: 200 } })
    const cancelled: Reservation = await (await post(booked.reservationNumber, 'cancel', { lastName: 'Lee' })).json()
    expect(cancelled.cancellation).toMatchObject({ fee: { amount: 100 }, refund: { amount: 200 } })
    expect((await fetch(`${BASE}/${booked.reservationNumber}/cancellation?lastName=Lee`)).status).toBe(409)
  })

  it('a booking made before rates existed reads its market’s current rate for its payment', async () => {
    const { rate: _rate, reservationNumber: _number, ...old } = paidBooking(48)
    const stored = storeReservation({ ...old, rate: undefined, paid: undefined }, { lastName: 'Lee', email: 'ann@example.com' })
    const found: Reservation = await (await fetch(`${BASE}/${stored.reservationNumber}?lastName=Lee`)).json()
    expect(found.rate).toMatchObject({ id: 'now', freeCancellationHours: 24, lateCancellationFeeDays: 1 })
  })
})

describe('changing a booking', () => {
  it('previews new dates and an extra with the difference, then stores them under the same number and mails', async () => {
    const booked = await book()
    const change = { lastName: 'Lee', returnDate: `${day(25)}T10:00`, extras: { gps: 1 }, locale: 'de-DE' }
    const preview = await (await post(booked.reservationNumber, 'change/preview', change)).json()
    expect(preview.breakdown.days).toBe(5)
    expect(preview.breakdown.extras).toEqual([{ id: 'gps', quantity: 1, total: expect.objectContaining({ currency: 'USD' }) }])
    expect(preview.difference.amount).toBeCloseTo(preview.breakdown.total.amount - booked.total.amount, 2)
    expect(preview.difference.amount).toBeGreaterThan(0)
    const unchanged: Reservation = await (await fetch(`${BASE}/${booked.reservationNumber}?lastName=Lee`)).json()
    expect(unchanged.returnDate).toBe(booked.returnDate)
    const mailsBefore = queuedMails().length
    const changed: Reservation = await (await post(booked.reservationNumber, 'change', change)).json()
    expect(changed).toMatchObject({
      reservationNumber: booked.reservationNumber,
      returnDate: `${day(25)}T10:00`,
      total: preview.breakdown.total,
    })
    expect(changed.rate).toEqual(booked.rate)
    expect(queuedMails().slice(mailsBefore)).toEqual([
      expect.objectContaining({ kind: 'bookingConfirmation', to: 'ann@example.com', locale: 'de-DE' }),
    ])
  })

  it('a new last name finds the changed booking, the old one no longer', async () => {
    const booked = await book()
    const answer = await post(booked.reservationNumber, 'change', {
      lastName: 'Lee',
      driver: { firstName: 'Ann', lastName: 'Smith', email: 'ann@example.com' },
    })
    expect(answer.status).toBe(200)
    expect((await fetch(`${BASE}/${booked.reservationNumber}?lastName=Smith`)).status).toBe(200)
    expect((await fetch(`${BASE}/${booked.reservationNumber}?lastName=Lee`)).status).toBe(404)
  })

  it('a cheaper change of a paid booking is refunded through the payment bookkeeping', async () => {
    const booked = paidBooking(96)
    const changed: Reservation = await (await post(booked.reservationNumber, 'change', { lastName: 'Lee', returnDate: jfkIn(120) })).json()
    const difference = changed.total.amount - 300
    expect(difference).toBeLessThan(0)
    expect(changed.paid?.refunded?.amount).toBeCloseTo(-difference, 2)
  })

  it.each([
    ['a return before the pickup', { returnDate: `${day(19)}T10:00` }, 400, 'period', 'returnDate'],
    ['a pickup in the past', { pickupDate: '2020-01-02T10:00' }, 400, 'period', 'pickupDate'],
    ['a car the branch does not keep', { offerId: 'us-jfk-airport~no-such-car' }, 400, 'notAtBranch', 'offerId'],
  ])('%s is refused with its reason and changes nothing', async (_, change, status, code, field) => {
    const booked = await book()
    const answer = await post(booked.reservationNumber, 'change', { lastName: 'Lee', ...change })
    expect({ status: answer.status, ...(await answer.json()) }).toMatchObject({ status, code, field })
    const after: Reservation = await (await fetch(`${BASE}/${booked.reservationNumber}?lastName=Lee`)).json()
    expect(after).toEqual(booked)
  })

  it('a car the driver is too young for is refused', async () => {
    const booked = await book({ driverAge: 22 })
    const answer = await post(booked.reservationNumber, 'change/preview', { lastName: 'Lee', offerId: 'us-jfk-airport~aurelle-s' })
    expect({ status: answer.status, ...(await answer.json()) }).toMatchObject({ status: 400, code: 'tooYoung', field: 'offerId' })
  })

  it('a cancelled booking and one whose pickup has come cannot be changed', async () => {
    const booked = await book()
    await post(booked.reservationNumber, 'cancel', { lastName: 'Lee' })
    const cancelled = await post(booked.reservationNumber, 'change/preview', { lastName: 'Lee', extras: { gps: 1 } })
    expect({ status: cancelled.status, ...(await cancelled.json()) }).toMatchObject({ status: 409, code: 'cancelled' })
    const started = paidBooking(-1)
    const late = await post(started.reservationNumber, 'change', { lastName: 'Lee', extras: { gps: 1 } })
    expect({ status: late.status, ...(await late.json()) }).toMatchObject({ status: 409, code: 'started' })
  })
})

describe('the confirmation mail again', () => {
  it('goes to the driver as booked three times an hour, then 429 with Retry-After', async () => {
    const booked = await book()
    const answers = []
    for (let attempt = 0; attempt < 4; attempt++)
      answers.push(await post(booked.reservationNumber, 'confirmation-mail', { lastName: 'Lee' }))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429])
    expect(await answers[0].json()).toEqual({ status: 'queued', remaining: 2 })
    expect(Number(answers[3].headers.get('retry-after'))).toBeGreaterThan(3000)
    expect(queuedMails().at(-1)).toMatchObject({ to: 'ann@example.com', reservation: { reservationNumber: booked.reservationNumber } })
  })

  it('a wrong last name mails nothing', async () => {
    const booked = await book()
    expect((await post(booked.reservationNumber, 'confirmation-mail', { lastName: 'Nobody' })).status).toBe(404)
  })
})
