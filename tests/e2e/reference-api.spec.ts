// The reference API and the micro-apps as the served site offers them (tools/serve.ts): on the same
// origin, without any other service; and none of the API's code or seed data in a browser chunk.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { toUtcIsoDate } from '../../engine/shared/isoDate.ts'

const assets = join(process.cwd(), process.env.SITE_DIST ?? 'dist', 'client/assets')
const jsFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? jsFiles(join(directory, entry.name)) : entry.name.endsWith('.js') ? [join(directory, entry.name)] : [],
  )

test('no page chunk contains the reference API (msw, handlers, seed data)', () => {
  const offenders = jsFiles(assets).flatMap((file) => {
    const code = readFileSync(file, 'utf8')
    return ['mswjs', 'getResponse(', 'Terminalstraße Mitte', 'failure mode "', 'eurPerDay', 'eurPerMonth']
      .filter((marker) => code.includes(marker))
      .map((marker) => `${file.slice(assets.length)} contains "${marker}"`)
  })
  expect(offenders).toEqual([])
})

test('/api/ answers the SPEC §7 lookups, refuses bad parameters with 400 and a message, and 404s unknown paths', async ({ request }) => {
  const ok = [
    '/api/v1/branch/next/stations?country=DE',
    '/api/v1/branch/next/stations/geosuggest?query=Berlin&country=DE',
    '/api/v1/apps/geoip',
    '/api/v1/rentalconfigurations?country=US',
    '/api/v1/apps/fleet/list?country=GB&currency=GBP',
    '/api/v1/apps/fleet/locations?country=FR',
    '/api/v1/locations?country=ES',
    '/api/v1/config/addresstemplates',
    '/api/v2/apps/campaign/?country=DE',
    '/api/v2/apps/campaign?trucks=true&country=DE',
    '/api/v2/apps/subscriptionbranches?country=DE',
    '/api/v1/rentaloffers/subscriptionoffers?country=GB&engine=electric&budget=600',
    '/api/v1/subscription/subscriptions/offers/country?country=FR',
    '/api/v1/subscription/v1.1/subscriptions/offers/country?country=NL',
    '/api/v1/subscription/subscriptioncampaigns?country=IT',
    '/api/v1/subscription/reviews?country=ES',
  ]
  for (const path of ok) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type'], path).toContain('application/json')
  }
  const refused = await request.get('/api/v1/branch/next/stations/geosuggest?query=%20%20&country=DE')
  expect(refused.status()).toBe(400)
  expect(await refused.json()).toEqual({ message: 'Query parameter "query" needs at least 2 characters besides spaces.' })
  expect((await request.get('/api/v9/nothing')).status()).toBe(404)
})

test('a reservation is created over POST and can be read back', async ({ request }) => {
  const day = (offset: number) => toUtcIsoDate(new Date(Date.now() + offset * 86400000))
  const search = `branchId=us-jfk-airport&pickupDate=${day(9)}T12:30&returnDate=${day(12)}T08:30&currency=USD`
  const offers = await (await request.get(`/api/v1/rentaloffers/offers?${search}`)).json()
  const offer = offers.offers[0]
  const created = await request.post('/api/v1/rentalreservations/create', {
    data: {
      offerId: offer.id,
      branchId: 'us-jfk-airport',
      pickupDate: `${day(9)}T12:30`,
      returnDate: `${day(12)}T08:30`,
      currency: 'USD',
      driver: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
      termsAccepted: true,
    },
  })
  expect(created.status()).toBe(201)
  const reservation = await created.json()
  expect(reservation).toMatchObject({ status: 'confirmed', total: offer.total })
  expect(
    await (await request.get(`/api/v1/reservationactivities/reservation/${reservation.reservationNumber}?lastName=Lee`)).json(),
  ).toEqual(reservation)
})

test('the failure modes switch by header: 500, slow, malformed', async ({ request }) => {
  const path = '/api/v1/apps/geoip'
  expect((await request.get(path, { headers: { 'x-api-failure': 'error' } })).status()).toBe(500)
  const started = Date.now()
  expect((await request.get(path, { headers: { 'x-api-failure': 'slow:600' } })).status()).toBe(200)
  expect(Date.now() - started).toBeGreaterThanOrEqual(550)
  const malformed = await request.get(path, { headers: { 'x-api-failure': 'malformed' } })
  expect(malformed.status()).toBe(200)
  await expect(malformed.json()).rejects.toThrow()
})

test('the booking funnel app is served with a bootstrapper that maps entries to its scripts', async ({ request }) => {
  const bootstrapper = await (await request.get('/web-apps/phoenix/bootstrapper.json')).json()
  expect(Object.keys(bootstrapper)).toEqual(['main'])
  const script = await request.get(new URL(bootstrapper.main, 'http://x/web-apps/phoenix/').pathname)
  expect(script.status()).toBe(200)
  expect(await script.text()).toMatch(/export\s*\{[^}]*\bcreate\b/)
})
