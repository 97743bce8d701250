// Guessing is limited where it happens: per client address and account together, per address across accounts, counted
// as requests arrive (parallel requests count), and never so that someone else's failures lock the owner out.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handlers } from '../../../api/handlers.ts'
import { toUtcIsoDate } from '../../../engine/shared/isoDate.ts'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const BASE = 'https://api.example.test'
/** The header the server (api/node/serveApiRequest.ts) sets to the client's address; every test here has its own. */
const CLIENT = 'x-client-address'
let counter = 0
const uniqueEmail = () => `guess${Date.now()}-${++counter}@example.com`
let addressCounter = 0
/** A fresh client address per call, so tests do not share their limits. */
const freshAddress = () => `198.51.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`

const post = (path: string, body: unknown, address: string) =>
  fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CLIENT]: address },
    body: JSON.stringify(body),
  })
const login = (email: string, password: string, address: string) => post('/v1/auth/login', { email, password }, address)
async function account(): Promise<string> {
  const email = uniqueEmail()
  const created = await post('/v2/users', { firstName: 'Ana', lastName: 'Lopez', email, password: 'correct-horse' }, freshAddress())
  expect(created.status).toBe(202)
  return email
}

describe('login limits', () => {
  it('30 parallel wrong passwords all got 401 and none 429: attempts count as they arrive, at most 5 go through', async () => {
    const email = await account()
    const address = freshAddress()
    const statuses = (await Promise.all(Array.from({ length: 30 }, () => login(email, 'wrong-horse', address)))).map(
      (answer) => answer.status,
    )
    expect(statuses.filter((status) => status === 401)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(25)
  })

  it('one password tried against many accounts from one address was never limited', async () => {
    const address = freshAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 40; attempt++) statuses.push((await login(uniqueEmail(), 'Summer2026!', address)).status)
    expect(statuses).toContain(429)
    // Another address is not slowed by this one.
    expect((await login(uniqueEmail(), 'Summer2026!', freshAddress())).status).toBe(401)
  })

  it("ten wrong logins by someone else locked the real owner out: the owner's own address still logs in", async () => {
    const email = await account()
    const attacker = freshAddress()
    for (let attempt = 0; attempt < 10; attempt++) await login(email, 'wrong-horse', attacker)
    expect((await login(email, 'correct-horse', attacker)).status).toBe(429)
    expect((await login(email, 'correct-horse', freshAddress())).status).toBe(200)
  })
})

describe('reservation lookup limits', () => {
  async function reservation(): Promise<string> {
    const day = (offset: number) => toUtcIsoDate(new Date(Date.now() + offset * 86400000))
    const search = `branchId=us-jfk-airport&pickupDate=${day(9)}T12:30&returnDate=${day(12)}T08:30&currency=USD`
    const { offers } = await (await fetch(`${BASE}/v1/rentaloffers/offers?${search}`)).json()
    const created = await post(
      '/v1/rentalreservations/create',
      {
        offerId: offers[0].id,
        branchId: 'us-jfk-airport',
        pickupDate: `${day(9)}T12:30`,
        returnDate: `${day(12)}T08:30`,
        currency: 'USD',
        termsAccepted: true,
        driver: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
      },
      freshAddress(),
    )
    return (await created.json()).reservationNumber
  }
  const lookUp = (number: string, lastName: string, address: string) =>
    fetch(`${BASE}/v1/reservationactivities/reservation/${number}?lastName=${encodeURIComponent(lastName)}`, {
      headers: { [CLIENT]: address },
    })
  const cancel = (number: string, lastName: string, address: string) =>
    post(`/v1/reservationactivities/reservation/${number}/cancel`, { lastName }, address)

  it('300 wrong last names for one reservation got no 429: lookups by number and name are limited', async () => {
    const number = await reservation()
    const address = freshAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 300; attempt++) statuses.push((await lookUp(number, `Name${attempt}`, address)).status)
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404])
    expect(statuses).toContain(429)
    expect(statuses.filter((status) => status === 404).length).toBeLessThan(30)
    // The driver, elsewhere, still finds the booking.
    expect((await lookUp(number, 'Lee', freshAddress())).status).toBe(200)
  })

  it('wrong last names to cancel a reservation were never limited', async () => {
    const number = await reservation()
    const address = freshAddress()
    const statuses = (await Promise.all(Array.from({ length: 30 }, (_, n) => cancel(number, `Name${n}`, address)))).map(
      (answer) => answer.status,
    )
    expect(statuses.filter((status) => status === 404)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(25)
    expect((await cancel(number, 'Lee', freshAddress())).status).toBe(200)
  })

  it('guessing across reservation numbers from one address was never limited', async () => {
    const address = freshAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 40; attempt++)
      statuses.push((await lookUp(`9${String(attempt).padStart(9, '0')}`, 'Lee', address)).status)
    expect(statuses).toContain(429)
  })
})
