// GET /v1/apps/geoip: the approximate place the reference API answers from the request (api/routes/geoip.ts), which
// the booking search uses to offer the nearest branches.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handlers } from '../../../api/handlers.ts'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

async function geoip(headers: Record<string, string>) {
  const response = await fetch('https://api.example.test/v1/apps/geoip', { headers })
  expect(response.status).toBe(200)
  return (await response.json()) as { country: string; city: string; coordinates: { lat: number; lon: number } }
}

describe('geoip', () => {
  it('answers the country of the Accept-Language region, placed in the centre of a city with branches', async () => {
    expect(await geoip({ 'accept-language': 'en-US,en;q=0.9' })).toEqual({
      country: 'US',
      city: 'New York',
      coordinates: { lat: 40.76, lon: -73.99 },
    })
    const germany = await geoip({ 'accept-language': 'de-DE' })
    expect(germany).toMatchObject({ country: 'DE', city: 'München' })
    // The city's centre to about a kilometre, as a provider answers, not a branch's door.
    expect(germany.coordinates).toEqual({ lat: 48.14, lon: 11.57 })
  })

  it('x-geoip-country wins over the language; an unknown country or language region falls back to DE', async () => {
    expect((await geoip({ 'x-geoip-country': 'gb', 'accept-language': 'de-DE' })).country).toBe('GB')
    expect((await geoip({ 'x-geoip-country': 'ZZ', 'accept-language': 'xx-QQ' })).country).toBe('DE')
    expect((await geoip({})).country).toBe('DE')
  })

  it('x-geoip-position places the visitor there, named after the nearest branch city; a malformed one is ignored', async () => {
    expect(await geoip({ 'x-geoip-country': 'DE', 'x-geoip-position': '53.6, 10.05' })).toEqual({
      country: 'DE',
      city: 'Hamburg',
      coordinates: { lat: 53.6, lon: 10.05 },
    })
    expect((await geoip({ 'x-geoip-country': 'DE', 'x-geoip-position': '91,10' })).city).toBe('München')
    expect((await geoip({ 'x-geoip-country': 'DE', 'x-geoip-position': 'Hamburg' })).city).toBe('München')
  })
})
