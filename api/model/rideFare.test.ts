// Protects the ride estimate (issue 26: no price was shown before a request): a distance-based fixed price per class in
// the market's currency, a minimum fare for a short ride, and each class dearer than the one before.
import { describe, expect, it } from 'vitest'
import { findRideAddress } from './rideAddresses.ts'
import { rideDistanceKm, rideEstimate, rideFare } from './rideFare.ts'

describe('ride fare', () => {
  it('prices by distance in whole units, with a minimum fare', () => {
    expect(rideFare('economy', 1, 'EUR')).toBe(20)
    expect(rideFare('economy', 20, 'EUR')).toBe(44)
    expect(rideFare('economy', 20, 'CHF')).toBe(55)
    expect(() => rideFare('economy', 20, 'JPY')).toThrow(/JPY/)
  })

  it('estimates a Berlin airport ride in euros, every class priced and dearer than the one before', () => {
    const pickup = findRideAddress('DE', 'de-berlin-1')!
    const airport = findRideAddress('DE', 'de-berlin-6')!
    const estimate = rideEstimate(pickup, airport, 'EUR')
    expect(estimate.distanceKm).toBeGreaterThan(20)
    expect(estimate.distanceKm).toBeLessThan(30)
    expect(estimate.distanceKm).toBe(rideDistanceKm(pickup, airport))
    expect(estimate.classes.map((entry) => entry.rideClass)).toEqual(['economy', 'business', 'first', 'van'])
    expect(estimate.classes.every((entry) => entry.price.currency === 'EUR')).toBe(true)
    const [economy, business, first] = estimate.classes.map((entry) => entry.price.amount)
    expect(economy).toBeLessThan(business!)
    expect(business).toBeLessThan(first!)
    expect(estimate.durationMinutes).toBeGreaterThan(30)
  })

  it('answers in the market currency: dollars in New York', () => {
    const estimate = rideEstimate(findRideAddress('US', 'us-new-york-1')!, findRideAddress('US', 'us-new-york-6')!, 'USD')
    expect(estimate.classes[0]!.price).toEqual({ amount: expect.any(Number), currency: 'USD' })
  })
})
