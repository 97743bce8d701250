import type { RideAddress } from '../../features/web-api/index.ts'
import { findRideAddress, rideAreaOf } from './rideAddresses.ts'
import { straightDistanceKm } from './rideFare.ts'

export type RideRoute =
  | { ok: true; pickup: RideAddress; dropoff: RideAddress; timeZone: string }
  | { ok: false; code: 'unknownAddress' | 'sameAddress' | 'outsideServiceArea'; field: 'pickupId' | 'dropoffId'; message: string }

/**
 * Whether a ride from one address to another can be driven (issue 26): both are addresses of the market's service area,
 * they differ, and the ride stays within one area (a city and its airport): a ride from Berlin to München leaves the
 * service area. An address farther from its area's centre than the area's radius is outside too.
 */
export function checkRideRoute(country: string, pickupId: string, dropoffId: string): RideRoute {
  const pickup = findRideAddress(country, pickupId)
  if (!pickup) return { ok: false, code: 'unknownAddress', field: 'pickupId', message: `"pickupId" names no ride address in ${country}.` }
  const dropoff = findRideAddress(country, dropoffId)
  if (!dropoff)
    return { ok: false, code: 'unknownAddress', field: 'dropoffId', message: `"dropoffId" names no ride address in ${country}.` }
  if (pickup.id === dropoff.id)
    return { ok: false, code: 'sameAddress', field: 'dropoffId', message: 'The drop-off address must differ from the pickup address.' }
  const area = rideAreaOf(country, pickup)!
  const within = (address: RideAddress) => straightDistanceKm(area.centre, address) <= area.radiusKm
  if (dropoff.areaId !== pickup.areaId || !within(pickup) || !within(dropoff))
    return {
      ok: false,
      code: 'outsideServiceArea',
      field: 'dropoffId',
      message: `A ride starts and ends in the same service area: ${pickup.city} (${area.id}) to ${dropoff.city} (${dropoff.areaId}) is outside it.`,
    }
  return { ok: true, pickup, dropoff, timeZone: area.timeZone }
}
