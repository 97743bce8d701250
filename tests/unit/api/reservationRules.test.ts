// Every rule the reservation API states is enforced (SPEC §7): terms accepted as the boolean true, a rental no longer
// than the configured maximum (GET /v1/rentalconfigurations maximumRentalDays), a pickup not in the past at the branch,
// strict JSON types, and an idempotency key that stands for one request body only. Each refusal names the field.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handlers } from '../../../api/handlers.ts'
import { toUtcIsoDate } from '../../../engine/shared/isoDate.ts'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const BASE = 'https://api.example.test'
const day = (offset: number) => toUtcIsoDate(new Date(Date.now() + offset * 86400000))
/** The local date and time in a time zone, "yyyy-MM-ddTHH:mm", `hours` from now. */
const localAt = (timeZone: string, hours: number) =>
  new Date(Date.now() + hours * 3600000).toLocaleString('sv-SE', { timeZone }).slice(0, 16).replace(' ', 'T')

/** A JFK reservation the API accepts (JFK is open around the clock), for each test to change in one place. */
async function validReservation(pickupDate = `${day(9)}T12:30`, returnDate = `${day(12)}T08:30`): Promise<Record<string, unknown>> {
  const search = new URLSearchParams({ branchId: 'us-jfk-airport', pickupDate, returnDate, currency: 'USD' })
  const { offers } = await (await fetch(`${BASE}/v1/rentaloffers/offers?${search}`)).json()
  return {
    offerId: offers?.[0]?.id ?? 'us-jfk-airport~none',
    branchId: 'us-jfk-airport',
    pickupDate,
    returnDate,
    currency: 'USD',
    driver: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
    termsAccepted: true,
  }
}

const create = (body: unknown) =>
  fetch(`${BASE}/v1/rentalreservations/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

async function refusal(body: unknown): Promise<{ status: number; message: string; field?: string }> {
  const answer = await create(body)
  return { status: answer.status, ...(await answer.json()) }
}

describe('reservation rules', () => {
  it('the valid reservation of these tests is created (each refusal below has one cause)', async () => {
    expect((await create(await validReservation())).status).toBe(201)
  })

  it.each([
    ['without termsAccepted', undefined],
    ['with termsAccepted "false" (a string)', 'false'],
    ['with termsAccepted "true" (a string)', 'true'],
    ['with termsAccepted false', false],
    ['with termsAccepted 1', 1],
  ])('a reservation %s was created', async (_, termsAccepted) => {
    const { termsAccepted: _accepted, ...body } = await validReservation()
    const answer = await refusal(termsAccepted === undefined ? body : { ...body, termsAccepted })
    expect(answer).toMatchObject({ status: 400, field: 'termsAccepted' })
    expect(answer.message).toContain('"termsAccepted"')
  })

  it.each([[[30]], ['0x1E'], ['30'], [30.5], [true]])('a driver age of %j was taken', async (driverAge) => {
    const answer = await refusal({ ...(await validReservation()), driverAge })
    expect(answer).toMatchObject({ status: 400, field: 'driverAge' })
    expect(answer.message).toContain('"driverAge"')
  })

  it.each([
    ['extras', { 'child-seat': '1' }, 'extras.child-seat'],
    ['driver', { firstName: 'Ann', lastName: ['Lee'], email: 'ann@example.com' }, 'driver.lastName'],
    ['payment', 1, 'payment'],
    ['nickname', 'Annie', 'nickname'],
  ])('a wrong "%s" is refused naming the field', async (name, value, field) => {
    const answer = await refusal({ ...(await validReservation()), [name]: value })
    expect(answer).toMatchObject({ status: 400, field })
    expect(answer.message).toContain(`"${field}"`)
  })

  it('a 700-day rental was created (the configured maximum is 90 days)', async () => {
    const config = await (await fetch(`${BASE}/v1/rentalconfigurations?country=US`)).json()
    expect(config.maximumRentalDays).toBe(90)
    const answer = await refusal(await validReservation(`${day(9)}T12:30`, `${day(709)}T12:30`))
    expect(answer).toMatchObject({ status: 400, field: 'returnDate' })
    expect(answer.message).toContain('90 days')
  })

  it('a rental of 91 days is refused, one of exactly 90 days is booked', async () => {
    expect(await refusal(await validReservation(`${day(9)}T12:30`, `${day(100)}T12:30`))).toMatchObject({
      status: 400,
      field: 'returnDate',
    })
    expect((await create(await validReservation(`${day(9)}T12:30`, `${day(99)}T12:30`))).status).toBe(201)
  })

  it('a reservation with a pickup yesterday was created', async () => {
    const answer = await refusal(await validReservation(`${day(-1)}T12:30`, `${day(3)}T12:30`))
    expect(answer).toMatchObject({ status: 400, field: 'pickupDate' })
    expect(answer.message).toContain('past')
  })

  it('a pickup two hours ago on the branch clock (New York) was taken', async () => {
    const answer = await refusal(await validReservation(localAt('America/New_York', -2), `${day(5)}T12:30`))
    expect(answer).toMatchObject({ status: 400, field: 'pickupDate' })
  })

  it('a pickup later today on the branch clock is booked, even where the UTC date is already tomorrow', async () => {
    expect((await create(await validReservation(localAt('America/New_York', 3), `${day(5)}T12:30`))).status).toBe(201)
  })

  it('an idempotency key reused with another body answered the first reservation instead of refusing (422)', async () => {
    const key = `rules-${Date.now()}`
    const first = await create({ ...(await validReservation()), idempotencyKey: key })
    expect(first.status).toBe(201)
    const reservation = await first.json()
    const again = await create({ ...(await validReservation()), idempotencyKey: key })
    expect(again.status).toBe(200)
    expect((await again.json()).reservationNumber).toBe(reservation.reservationNumber)
    const unchanged = await create({ ...(await validReservation()), extras: { gps: 0 }, idempotencyKey: key })
    expect((await unchanged.json()).reservationNumber).toBe(reservation.reservationNumber)
    const other = await refusal({ ...(await validReservation()), driverAge: 40, idempotencyKey: key })
    expect(other).toMatchObject({ status: 422, field: 'idempotencyKey' })
  })
})

describe('offers search parameters', () => {
  it.each(['0x1E', '3e1', ' 30', '30.0', '+30'])('a driverAge of "%s" in the offers search was read as 30', async (driverAge) => {
    const search = new URLSearchParams({
      branchId: 'us-jfk-airport',
      pickupDate: `${day(9)}T12:30`,
      returnDate: `${day(12)}T08:30`,
      currency: 'USD',
      driverAge,
    })
    const answer = await fetch(`${BASE}/v1/rentaloffers/offers?${search}`)
    expect(answer.status).toBe(400)
    expect((await answer.json()).message).toContain('"driverAge"')
  })

  it('a driverAge of "30" is read as 30', async () => {
    const search = `branchId=us-jfk-airport&pickupDate=${day(9)}T12:30&returnDate=${day(12)}T08:30&currency=USD&driverAge=30`
    expect((await fetch(`${BASE}/v1/rentaloffers/offers?${search}`)).status).toBe(200)
  })
})

describe('cancellation', () => {
  it.each([
    [{ lastName: ['Lee'] }, 'lastName'],
    [{}, 'lastName'],
    [{ lastName: 'Lee', reason: 'x' }, 'reason'],
  ])('a cancel body %j is refused naming the field', async (body, field) => {
    const answer = await fetch(`${BASE}/v1/reservationactivities/reservation/9000000001/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ field })
  })
})
