// The reference API refuses reservations it must not create, with a 400 and a message, never a 500.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseFailureRules, slowDelayMs, SLOW_MAX_MS } from '../../../api/failureModes.ts'
import { handlers } from '../../../api/handlers.ts'
import { toUtcIsoDate } from '../../../engine/shared/isoDate.ts'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const BASE = 'https://api.example.test'
const day = (offset: number) => toUtcIsoDate(new Date(Date.now() + offset * 86400000))

/** A reservation the API accepts (a JFK offer a few days ahead), for each test to break in one place. */
async function validReservation(): Promise<Record<string, unknown>> {
  const search = `branchId=us-jfk-airport&pickupDate=${day(9)}T12:30&returnDate=${day(12)}T08:30&currency=USD`
  const { offers } = await (await fetch(`${BASE}/v1/rentaloffers/offers?${search}`)).json()
  return {
    offerId: offers[0].id,
    branchId: 'us-jfk-airport',
    pickupDate: `${day(9)}T12:30`,
    returnDate: `${day(12)}T08:30`,
    currency: 'USD',
    driver: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
    termsAccepted: true,
  }
}

const create = (body: unknown, contentType = 'application/json') =>
  fetch(`${BASE}/v1/rentalreservations/create`, { method: 'POST', headers: { 'content-type': contentType }, body: JSON.stringify(body) })

describe('reservation refusals', () => {
  it('the valid reservation of these tests is created (so each refusal below is caused by its one change)', async () => {
    expect((await create(await validReservation())).status).toBe(201)
  })

  it('a reservation for the year 9999 was created: rentals end within the two-year booking horizon', async () => {
    const answer = await create({ ...(await validReservation()), pickupDate: '9999-01-04T12:30', returnDate: '9999-01-06T12:30' })
    expect(answer.status).toBe(400)
    expect((await answer.json()).message).toContain('730 days ahead')
    const offers = await fetch(
      `${BASE}/v1/rentaloffers/offers?branchId=us-jfk-airport&pickupDate=${day(800)}T12:30&returnDate=${day(802)}T12:30&currency=USD`,
    )
    expect(offers.status).toBe(400)
  })

  it("a currency that is not the branch's was accepted", async () => {
    const answer = await create({ ...(await validReservation()), currency: 'EUR' })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ message: '"currency" must be the currency of the branch\'s offers, "USD".' })
  })

  it.each([
    ['branchId', { toString: 1 }],
    ['currency', ['USD']],
    ['offerId', 42],
  ])('type-confused "%s" answered 500', async (field, value) => {
    const answer = await create({ ...(await validReservation()), [field]: value })
    expect(answer.status).toBe(400)
    // Refused by the request schema (schemas/api/reservationRequest.schema.json), naming the field.
    expect(await answer.json()).toEqual({ message: `"${field}" must be of type string.`, field })
  })

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'an action sent as %s was accepted (a cross-site form needs no preflight)',
    async (contentType) => {
      expect((await create(await validReservation(), contentType)).status).toBe(415)
    },
  )

  it.each([['[1]'], ['"text"'], ['null']])('a JSON body that is not an object (%s) answered 500', async (body) => {
    const answer = await fetch(`${BASE}/v1/rentalreservations/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(answer.status).toBe(400)
  })
})

describe('failure mode "slow"', () => {
  it('"slow:<ms>" had no upper bound: a probe could hold a connection for hours', () => {
    expect(slowDelayMs(parseFailureRules('slow:99999999')[0])).toBe(SLOW_MAX_MS)
    expect(slowDelayMs(parseFailureRules('slow:300')[0])).toBe(300)
  })
})
