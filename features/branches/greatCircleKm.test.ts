import { describe, expect, it } from 'vitest'
import { greatCircleKm } from './greatCircleKm.ts'

describe('greatCircleKm', () => {
  it.each([
    // Published great-circle distances, to within 1 %.
    ['Berlin → München', { lat: 52.52, lon: 13.405 }, { lat: 48.1374, lon: 11.5755 }, 504],
    ['London → Paris', { lat: 51.5072, lon: -0.1276 }, { lat: 48.8566, lon: 2.3522 }, 344],
    ['New York → Los Angeles', { lat: 40.7128, lon: -74.006 }, { lat: 34.0522, lon: -118.2437 }, 3936],
  ])('%s is about %s km', (_, from, to, km) => {
    expect(Math.abs(greatCircleKm(from, to) - km) / km).toBeLessThan(0.01)
  })

  it('is zero for one place and the same both ways, across the date line too', () => {
    const fiji = { lat: -17.7134, lon: 178.065 }
    const samoa = { lat: -13.759, lon: -172.1046 }
    expect(greatCircleKm(fiji, fiji)).toBe(0)
    expect(greatCircleKm(fiji, samoa)).toBeCloseTo(greatCircleKm(samoa, fiji), 6)
    // Across the 180th meridian it is the short way (about 1,150 km), not around the world.
    expect(greatCircleKm(fiji, samoa)).toBeLessThan(1300)
  })
})
