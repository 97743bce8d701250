import type { RideAddress, RideEstimate } from '../../features/web-api/index.ts'
import { greatCircleKm } from '../../features/branches/data.ts'
import { RIDE_CLASS_CAPACITY, RIDE_CLASSES, type RideClass } from '../../features/ride/index.ts'

/** Roads are longer than the straight line: a city's detour factor, as ride services estimate before routing. */
const ROAD_FACTOR = 1.3
/** An average city speed with stops, for the duration shown with the estimate. */
const CITY_KM_PER_HOUR = 30
/** Minutes added to every ride: getting in, loading bags. */
const BOARDING_MINUTES = 5

/** A class's fare in euros: a base fare, a price per kilometre and a minimum fare (a short ride still pays the trip). */
const EUR_FARES: Record<RideClass, { base: number; perKm: number; minimum: number }> = {
  economy: { base: 6, perKm: 1.9, minimum: 20 },
  business: { base: 10, perKm: 2.6, minimum: 35 },
  first: { base: 15, perKm: 3.6, minimum: 55 },
  van: { base: 12, perKm: 3, minimum: 45 },
}
/** The fare table in each ride market's currency: local price levels, not exchange rates. */
const CURRENCY_LEVEL: Record<string, number> = { EUR: 1, CHF: 1.25, GBP: 0.9, USD: 1.1 }

type Point = Pick<RideAddress, 'latitude' | 'longitude'>

/** The great-circle distance between two ride addresses in kilometres (the site's one distance, features/branches). */
export function straightDistanceKm(from: Point, to: Point): number {
  return greatCircleKm({ lat: from.latitude, lon: from.longitude }, { lat: to.latitude, lon: to.longitude })
}

/** The road distance between two addresses in kilometres, one decimal (the straight line times ROAD_FACTOR). */
export function rideDistanceKm(from: Point, to: Point): number {
  return Math.round(straightDistanceKm(from, to) * ROAD_FACTOR * 10) / 10
}

/** A class's fixed price for a distance, in whole units of the currency (rounded up: a fare never has cents). */
export function rideFare(rideClass: RideClass, distanceKm: number, currency: string): number {
  const level = CURRENCY_LEVEL[currency]
  if (level === undefined) throw new Error(`No ride fares in ${currency}`)
  const fare = EUR_FARES[rideClass]
  return Math.ceil(Math.max(fare.minimum, fare.base + fare.perKm * distanceKm) * level)
}

/** The estimate shown before a request: distance, duration and every class's fixed price. */
export function rideEstimate(pickup: RideAddress, dropoff: RideAddress, currency: string): RideEstimate {
  const distanceKm = rideDistanceKm(pickup, dropoff)
  return {
    pickupId: pickup.id,
    dropoffId: dropoff.id,
    distanceKm,
    durationMinutes: Math.round((distanceKm / CITY_KM_PER_HOUR) * 60) + BOARDING_MINUTES,
    classes: RIDE_CLASSES.map((rideClass) => ({
      rideClass,
      ...RIDE_CLASS_CAPACITY[rideClass],
      price: { amount: rideFare(rideClass, distanceKm, currency), currency },
    })),
  }
}
