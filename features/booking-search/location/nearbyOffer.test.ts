import { describe, expect, it } from 'vitest'
import type { Branch } from '../../web-api/index.ts'
import { nearbyOffer } from './nearbyOffer.ts'

const branch = (id: string, type: Branch['type'], lat: number, lon: number) => ({ id, name: id, type, coordinates: { lat, lon } }) as Branch
const US = {
  status: 'done' as const,
  branches: [
    branch('jfk-airport', 'airport', 40.6413, -73.7781),
    branch('lax-airport', 'airport', 33.9416, -118.4085),
    branch('manhattan', 'city', 40.7575, -73.988),
  ],
}
const newYork = { country: 'US', city: 'New York', coordinates: { lat: 40.7575, lon: -73.988 } }
const off = { status: 'off' as const }
const ids = (state: ReturnType<typeof nearbyOffer>) =>
  state.status === 'near'
    ? state.items.map((entry) => entry.branch.id)
    : state.status === 'main'
      ? state.items.map((entry) => entry.id)
      : []

describe('nearbyOffer: what the empty pickup field offers', () => {
  it('offers the branches near the city the request places the visitor in, nearest first', () => {
    const state = nearbyOffer('US', US, { status: 'known', geo: newYork }, off)
    expect(state).toMatchObject({ status: 'near', origin: 'approximate', city: 'New York' })
    expect(ids(state)).toEqual(['manhattan', 'jfk-airport'])
  })

  it('regression: a geoip answer in another country than the market offers the main branches, never its own city', () => {
    const berlin = { country: 'DE', city: 'Berlin', coordinates: { lat: 40.7575, lon: -73.988 } }
    const state = nearbyOffer('US', US, { status: 'known', geo: berlin }, off)
    expect(state.status).toBe('main')
    expect(ids(state)).toEqual(['jfk-airport', 'lax-airport', 'manhattan'])
  })

  it('a geoip that failed or timed out offers the main branches, quietly', () => {
    expect(nearbyOffer('US', US, { status: 'unknown' }, off)).toEqual({ status: 'main', items: mainBranchesOfUs() })
  })

  it('a city of the market far from every branch offers the main branches, not a far one as near', () => {
    const denver = { country: 'US', city: 'Denver', coordinates: { lat: 39.7392, lon: -104.9903 } }
    expect(nearbyOffer('US', US, { status: 'known', geo: denver }, off).status).toBe('main')
  })

  it('waits for the answer, and offers nothing when the branches cannot be loaded', () => {
    expect(nearbyOffer('US', US, { status: 'pending' }, off)).toEqual({ status: 'loading' })
    expect(nearbyOffer('US', { status: 'error', kind: 'network' }, { status: 'known', geo: newYork }, off)).toEqual({ status: 'none' })
  })

  it("the visitor's own position wins over the approximate one", () => {
    const lax = { status: 'known' as const, position: { lat: 33.95, lon: -118.4 } }
    const state = nearbyOffer('US', US, { status: 'known', geo: newYork }, lax)
    expect(state).toMatchObject({ status: 'near', origin: 'device' })
    expect(ids(state)).toEqual(['lax-airport'])
  })

  it('a denied or unknown position says why and offers the main branches; one far from every branch says so', () => {
    expect(nearbyOffer('US', US, { status: 'known', geo: newYork }, { status: 'problem', problem: 'denied' })).toMatchObject({
      status: 'main',
      problem: 'denied',
    })
    const paris = { status: 'known' as const, position: { lat: 48.8566, lon: 2.3522 } }
    expect(nearbyOffer('US', US, { status: 'known', geo: newYork }, paris)).toMatchObject({ status: 'main', problem: 'tooFar' })
  })
})

function mainBranchesOfUs() {
  return [US.branches[0], US.branches[1], US.branches[2]]
}
