// The rent-truck product line of the reference API (SPEC §1 truck rental, §3 payload, loadspace, licence category, §7):
// only branches whose seed says so rent vans and trucks, a truck search there answers the truck models with what they
// carry, a truck search at a branch without trucks is refused naming the branch, and a truck offer books like a car.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handlers } from '../../../api/handlers.ts'
import type { Branch, FleetModel, OffersResponse } from '../../../features/web-api/index.ts'
import { toUtcIsoDate } from '../../../engine/shared/isoDate.ts'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const BASE = 'https://api.example.test'
const day = (offset: number) => toUtcIsoDate(new Date(Date.now() + offset * 86400000))
const get = (path: string, query: Record<string, string>) => fetch(`${BASE}${path}?${new URLSearchParams(query)}`)
const search = (branchId: string, extra: Record<string, string> = {}) => ({
  branchId,
  pickupDate: `${day(20)}T12:30`,
  returnDate: `${day(23)}T08:30`,
  currency: 'EUR',
  ...extra,
})

describe('truck rental in the reference API', () => {
  it('lists only the branches that rent trucks when asked for the rent-truck line', async () => {
    const all: Branch[] = await (await get('/v1/branch/next/stations', { country: 'DE' })).json()
    const trucks: Branch[] = await (await get('/v1/branch/next/stations', { country: 'DE', productLine: 'rent-truck' })).json()
    expect(trucks.map((branch) => branch.id).sort()).toEqual(['de-berlin-mitte', 'de-fra-airport', 'de-muc-airport', 'de-muenchen-city'])
    expect(trucks.every((branch) => branch.productLines?.includes('rent-truck'))).toBe(true)
    expect(all.find((branch) => branch.id === 'de-hamburg-hbf')?.productLines).toEqual(['rent-car'])
  })

  it('answers vans and trucks with payload, load space and licence category at a truck branch, and no cars', async () => {
    const answer = await get('/v1/rentaloffers/offers', search('de-fra-airport', { productLine: 'rent-truck' }))
    expect(answer.status).toBe(200)
    const { offers }: OffersResponse = await answer.json()
    expect(offers.map((offer) => offer.model.load?.truckCategory)).toEqual(['cargo-van', 'large-van', 'box-truck', 'truck-7-5t'])
    expect(offers.every((offer) => offer.model.vehicleType === 'L' && offer.includedDistance !== null)).toBe(true)
    expect(offers.at(-1)?.model.load).toEqual({ truckCategory: 'truck-7-5t', payloadKg: 2800, loadspaceM3: 36, licenceCategory: 'C1' })
  })

  it('keeps the car search free of the truck line', async () => {
    const { offers }: OffersResponse = await (await get('/v1/rentaloffers/offers', search('de-fra-airport'))).json()
    expect(offers.length).toBeGreaterThan(0)
    expect(offers.some((offer) => offer.model.load)).toBe(false)
  })

  it('refuses a truck search at a branch without trucks, naming the branch', async () => {
    const answer = await get('/v1/rentaloffers/offers', search('de-hamburg-hbf', { productLine: 'rent-truck' }))
    expect(answer.status).toBe(400)
    expect((await answer.json()).message).toBe('Branch "de-hamburg-hbf" rents no vans or trucks.')
  })

  it('refuses an unknown product line', async () => {
    const answer = await get('/v1/rentaloffers/offers', search('de-fra-airport', { productLine: 'boats' }))
    expect(answer.status).toBe(400)
  })

  it('names the US standard licence for the trucks of a US branch', async () => {
    const models: FleetModel[] = await (
      await get('/v1/apps/fleet/list', { country: 'US', currency: 'USD', productLine: 'rent-truck' })
    ).json()
    expect(new Set(models.map((model) => model.load?.licenceCategory))).toEqual(new Set(['D']))
  })

  it('books a truck offer like a car', async () => {
    const query = search('de-fra-airport', { productLine: 'rent-truck' })
    const { offers }: OffersResponse = await (await get('/v1/rentaloffers/offers', query)).json()
    const answer = await fetch(`${BASE}/v1/rentalreservations/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        offerId: offers[0].id,
        branchId: 'de-fra-airport',
        pickupDate: query.pickupDate,
        returnDate: query.returnDate,
        currency: 'EUR',
        driver: { firstName: 'Jana', lastName: 'Kraus', email: 'jana@example.com' },
        termsAccepted: true,
      }),
    })
    expect(answer.status).toBe(201)
    expect((await answer.json()).modelName).toBe('Carga Cargo L1')
  })
})
