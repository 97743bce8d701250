// Protects the ride's service area (issue 26): a German ride's address search suggested Rionegro, Dubai Marina and
// Singapore, and only branches could be found. Now every ride market has street-level addresses in its own cities,
// within each city's radius, and a search finds only those.
import { describe, expect, it } from 'vitest'
import { rideCountries, rideServiceArea, searchRideAddresses } from './rideAddresses.ts'
import { checkRideRoute } from './checkRideRoute.ts'
import { straightDistanceKm } from './rideFare.ts'

describe('ride service area', () => {
  it('covers every market whose document has a ride path', () =>
    expect(rideCountries().sort()).toEqual(['AT', 'CH', 'DE', 'ES', 'FR', 'GB', 'NL', 'US']))

  it.each(['AT', 'CH', 'DE', 'ES', 'FR', 'GB', 'NL', 'US'])('%s: each city has street addresses within its radius', (country) => {
    const area = rideServiceArea(country)!
    expect(area.areas.length).toBeGreaterThanOrEqual(2)
    for (const city of area.areas) {
      const found = searchRideAddresses(country, city.city)
      expect(found.length, city.city).toBeGreaterThanOrEqual(5)
      for (const address of found.filter((entry) => entry.areaId === city.id)) {
        expect(address.country).toBe(country)
        expect(straightDistanceKm(city.centre, address), address.id).toBeLessThanOrEqual(city.radiusKm)
        expect(address.lines.join(' ')).toMatch(/\d/)
      }
    }
  })

  it('finds nothing outside the market: no Rionegro, Dubai Marina or Singapore for a German ride', () => {
    for (const query of ['Rionegro', 'Dubai Marina', 'Singapore', 'London']) expect(searchRideAddresses('DE', query)).toEqual([])
  })

  it('finds streets accent- and case-blind, every word counting', () => {
    expect(searchRideAddresses('DE', 'munchen isartor').map((address) => address.id)).toEqual(['de-muenchen-1'])
    expect(searchRideAddresses('CH', 'geneve aeroport')[0]?.place).toBe('Aéroport de Genève')
    expect(searchRideAddresses('US', 'hudson')[0]?.lines).toEqual(['214 Hudson Terrace', 'New York, NY 10013'])
  })

  it('writes addresses as the country does', () => {
    expect(searchRideAddresses('DE', 'Lindenhof')[0]?.lines).toEqual(['Lindenhofstraße 14', '10117 Berlin'])
    expect(searchRideAddresses('GB', 'Linden Mews')[0]?.lines).toEqual(['27 Linden Mews', 'London W2 4AB'])
  })

  it('drives within one area only', () => {
    expect(checkRideRoute('DE', 'de-berlin-1', 'de-berlin-6')).toMatchObject({ ok: true, timeZone: 'Europe/Berlin' })
    expect(checkRideRoute('DE', 'de-berlin-1', 'de-muenchen-1')).toMatchObject({ ok: false, code: 'outsideServiceArea' })
    expect(checkRideRoute('DE', 'de-berlin-1', 'de-berlin-1')).toMatchObject({ ok: false, code: 'sameAddress' })
    expect(checkRideRoute('DE', 'us-new-york-1', 'de-berlin-1')).toMatchObject({ ok: false, code: 'unknownAddress', field: 'pickupId' })
  })
})
