// Nothing a request leaves in the reference API's memory or database grows without bound: keys are length-limited
// (longer ones are refused with 400), entries expire, and every store has a cap on its entries, so a flood of requests
// keeps memory and the database file flat.
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { handlers } from '../../../api/handlers.ts'
import { boundedMaps } from '../../../api/model/boundedMap.ts'
import { boundedTables } from '../../../api/store/boundedTable.ts'
import { storeDatabase } from '../../../api/store/storeDatabase.ts'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
afterEach(() => vi.useRealTimers())

const BASE = 'https://api.example.test'
const MEGABYTE = 'x'.repeat(1024 * 1024 - 200)
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${BASE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
const contactForm = (requestId: string) =>
  post('/v1/knowledge-article/contact', {
    topic: 'booking',
    name: 'Ana Lopez',
    phone: '+49 89 1234567',
    message: 'Where do I return the car?',
    country: 'DE',
    requestId,
  })

/** A one-way reservation with protection and extras, the largest the API stores. */
async function largeReservation(): Promise<Record<string, unknown>> {
  const day = (offset: number) => new Date(Date.now() + offset * 86400000).toISOString().slice(0, 10)
  const search = `branchId=us-jfk-airport&pickupDate=${day(9)}T12:30&returnDate=${day(12)}T08:30&currency=USD`
  const { offers } = await (await fetch(`${BASE}/v1/rentaloffers/offers?${search}`)).json()
  return {
    offerId: offers[0].id,
    branchId: 'us-jfk-airport',
    pickupDate: `${day(9)}T12:30`,
    returnDate: `${day(12)}T08:30`,
    currency: 'USD',
    termsAccepted: true,
    protection: 'full',
    extras: { 'additional-driver': 1, 'child-seat': 1, gps: 1 },
    promo: 'x'.repeat(40),
    driver: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
  }
}

describe('keys a request leaves behind', () => {
  it("the contact form's requestId was kept at any length: one of 1 MB is refused with 400", async () => {
    const answer = await contactForm(MEGABYTE)
    expect(answer.status).toBe(400)
    expect((await answer.json()).message).toContain('requestId')
  })

  it("the contact form's requestId was kept for good: after a day the same id is a new message", async () => {
    const requestId = `form-${Date.now()}`
    const first = await (await contactForm(requestId)).json()
    expect((await (await contactForm(requestId)).json()).referenceNumber).toBe(first.referenceNumber)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 25 * 60 * 60 * 1000 })
    expect((await (await contactForm(requestId)).json()).referenceNumber).not.toBe(first.referenceNumber)
  })

  it('the login throttle kept an email key of 1 MB: a login with a longer email than any address is refused with 400', async () => {
    const answer = await post('/v1/auth/login', { email: `${MEGABYTE}@example.com`, password: 'wrong-horse' })
    expect(answer.status).toBe(400)
  })
})

describe('stores under a flood', () => {
  it('every store keeps at most its cap of entries and bytes, however many keys arrive', async () => {
    const { contactReferenceFor } = await import('../../../api/model/contactReferences.ts')
    const { loginAttempt } = await import('../../../api/model/loginThrottle.ts')
    const { reservationLookupAttempt } = await import('../../../api/model/reservationLookupThrottle.ts')
    const { startSession } = await import('../../../api/model/sessions.ts')
    const flood = 60_000
    for (let n = 0; n < flood; n++) {
      const key = `${n}-${'k'.repeat(90)}`
      contactReferenceFor(key.slice(0, 100))
      loginAttempt(`10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`, `${key}@example.com`)
      reservationLookupAttempt(`10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`, String(9e9 + n))
      startSession(`user-${n}`)
    }
    const maps = boundedMaps()
    const tables = boundedTables(storeDatabase()).filter((table) => ['contact references', 'sessions'].includes(table.name))
    expect([...maps, ...tables].map((store) => store.name)).toEqual(
      expect.arrayContaining(['contact references', 'login failures', 'reservation lookup failures', 'sessions']),
    )
    for (const store of [...maps, ...tables]) {
      // Each store was sent more keys than its cap (the login and lookup limits two per attempt).
      expect(store.maxEntries, store.name).toBeLessThan(flood)
      expect(store.entries, store.name).toBeLessThanOrEqual(store.maxEntries)
    }
    for (const store of maps) expect(store.bytes, store.name).toBeLessThanOrEqual(store.maxEntries * store.maxEntryBytes)
  })

  it('reservations and their idempotency keys were kept for good: a flood keeps at most the cap', async () => {
    const { storeReservation, MAX_RESERVATIONS } = await import('../../../api/model/reservations.ts')
    // The largest reservation the funnel makes: a one-way rental with every extra, priced in full.
    const created = await post('/v1/rentalreservations/create', await largeReservation())
    expect(created.status).toBe(201)
    const { reservationNumber: _, ...reservation } = await created.json()
    expect(JSON.stringify(reservation).length).toBeGreaterThan(500)
    for (let n = 0; n <= MAX_RESERVATIONS + 2_000; n++)
      storeReservation(
        reservation,
        { lastName: 'Lee', email: `flood${n}@example.com` },
        { key: `key-${n}-${'k'.repeat(80)}`, fingerprint: 'f'.repeat(64) },
      )
    const stores = boundedTables(storeDatabase()).filter((store) => store.name.startsWith('reservation'))
    expect(stores.map((store) => store.name)).toEqual(expect.arrayContaining(['reservations', 'reservation idempotency keys']))
    for (const store of stores) expect(store.entries, store.name).toBeLessThanOrEqual(store.maxEntries)
  })

  it('entries expire: an hour after the last failure the login throttle has forgotten it', async () => {
    const { loginAttempt } = await import('../../../api/model/loginThrottle.ts')
    const failures = () => boundedMaps().find((store) => store.name === 'login failures')!
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 24 * 60 * 60 * 1000 })
    for (let n = 0; n < 100; n++) loginAttempt('192.0.2.7', `expiring${n}@example.com`)
    vi.setSystemTime(Date.now() + 61 * 60 * 1000)
    loginAttempt('192.0.2.8', 'late@example.com')
    // The late failure's own keys (its address, and its address with the account) are all that is left.
    expect(failures().entries).toBe(2)
  })
})
