// Protects the ride that books (issue 26): the ride request used to be answered on the screen with no request sent.
// Now the API answers an estimate per class, keeps a request with the rider's details under a reference, mails the
// confirmation with a cancellation link to the ride page it came from, and refuses a ride leaving the service area,
// a pickup within the lead time and a wrong cancellation token with their codes.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { handlers } from '../../../api/handlers.ts'
import { useMailOutbox } from '../../../api/mail/defaultMailOutbox.ts'
import { createMailOutbox, type MailOutbox } from '../../../api/mail/mailOutbox.ts'
import { listOutbox, readOutboxMessage } from '../../../api/mail/outboxFiles.ts'
import { readEmlParts } from '../../../api/mail/readEmlParts.ts'
import { rideRequestFor } from '../../../api/model/rideRequests.ts'
import { clockNowIn } from '../../../features/ride/index.ts'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const BASE = 'https://api.example.test'
const PAGE = `${BASE}/de-de/ride/`
let dir: string
let outbox: MailOutbox
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ride-mails-'))
  outbox = createMailOutbox({ dir })
  useMailOutbox(outbox)
})
afterEach(() => {
  useMailOutbox(undefined)
  rmSync(dir, { recursive: true, force: true })
})

/** A local time in Berlin `hours` from now, as the form sends it. */
function berlinIn(hours: number): string {
  return clockNowIn('Europe/Berlin', new Date(Date.now() + hours * 3_600_000))
}

const ride = (extra: Record<string, unknown> = {}) => ({
  country: 'DE',
  pickupId: 'de-berlin-1',
  dropoffId: 'de-berlin-6',
  pickupAt: berlinIn(26),
  rideClass: 'business',
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: '+49 30 1234567',
  locale: 'de-DE',
  ...extra,
})

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', referer: PAGE, ...headers },
    body: JSON.stringify(body),
  })

describe('ride API', () => {
  it('answers the service area and only its addresses', async () => {
    const area = await (await fetch(`${BASE}/v1/ride/service-area?country=DE`)).json()
    expect(area).toMatchObject({ country: 'DE', currency: 'EUR', leadTimeMinutes: 60 })
    expect(area.areas.map((entry: { city: string }) => entry.city)).toEqual(['Berlin', 'Hamburg', 'München'])
    expect(await (await fetch(`${BASE}/v1/ride/addresses?country=DE&query=Singapore`)).json()).toEqual([])
    expect((await fetch(`${BASE}/v1/ride/service-area?country=IS`)).status).toBe(404)
  })

  it('keeps a request with its price, answers its reference and mails the confirmation with the cancellation link', async () => {
    const estimate = await (await fetch(`${BASE}/v1/ride/estimate?country=DE&pickupId=de-berlin-1&dropoffId=de-berlin-6`)).json()
    const business = estimate.classes.find((entry: { rideClass: string }) => entry.rideClass === 'business')
    const response = await post('/v1/ride/requests', ride())
    expect(response.status).toBe(201)
    const booked = await response.json()
    expect(booked.reference).toMatch(/^RD-[2-9A-HJ-NP-Z]{8}$/)
    expect(booked.price).toEqual(business.price)
    expect(booked.cancelLink).toBe(`${PAGE}?ride=${booked.reference}&token=${booked.cancelToken}`)
    expect(rideRequestFor(booked.reference, booked.cancelToken)).toMatchObject({
      status: 'requested',
      rider: { name: 'Ana Lopez', email: 'ana@example.com', phone: '+49 30 1234567' },
    })
    await new Promise((resolve) => setImmediate(resolve))
    await outbox.settled()
    const [record] = listOutbox(dir)
    expect(record?.to).toBe('ana@example.com')
    const { text } = readEmlParts(readOutboxMessage(dir, record!.name)!)
    expect(text).toContain(booked.reference)
    expect(text).toContain('Lindenhofstraße 14, 10117 Berlin')
    // The price as the market writes it ("73 €", with a no-break space).
    expect(text).toMatch(new RegExp(`Festpreis: ${business.price.amount}\\s€`))
    expect(text).toContain(booked.cancelLink)
  })

  it('refuses a ride leaving the service area and a pickup within the lead time, with their codes', async () => {
    const outside = await post('/v1/ride/requests', ride({ dropoffId: 'de-muenchen-1' }))
    expect(outside.status).toBe(400)
    expect(await outside.json()).toMatchObject({ code: 'outsideServiceArea', field: 'dropoffId' })
    const soon = await post('/v1/ride/requests', ride({ pickupAt: berlinIn(0.5) }))
    expect(soon.status).toBe(400)
    expect(await soon.json()).toMatchObject({ code: 'tooSoon', field: 'pickupAt' })
    const contact = await post('/v1/ride/requests', ride({ email: 'ana', phone: '' }))
    expect(await contact.json()).toMatchObject({ fields: { email: 'email', phone: 'required' } })
  })

  it('cancels for the holder of the token only, once', async () => {
    const booked = await (await post('/v1/ride/requests', ride())).json()
    const path = `/v1/ride/requests/${booked.reference}/cancellation`
    expect((await post(path, { token: 'not-the-token' })).status).toBe(404)
    const cancelled = await post(path, { token: booked.cancelToken })
    expect(cancelled.status).toBe(200)
    expect((await cancelled.json()).status).toBe('cancelled')
    expect((await post(path, { token: booked.cancelToken })).status).toBe(409)
    expect(rideRequestFor(booked.reference, booked.cancelToken)?.status).toBe('cancelled')
  })
})
