import type { Branch, GeoIp } from '../../web-api/index.ts'
import type { LatLon } from '../../branches/index.ts'
import { mainBranches, nearestBranches, type BranchDistance } from './nearestBranches.ts'
import type { CountryBranchesState } from './useCountryBranches.ts'

export type DeviceProblem = 'denied' | 'unavailable' | 'tooFar'

/** What the empty location field offers before the visitor types. */
export type NearbyState =
  | { status: 'loading' }
  /** Nothing to offer: the country's branches could not be loaded (the overview says why when opened). */
  | { status: 'none' }
  | { status: 'near'; origin: 'approximate'; city: string; items: BranchDistance[] }
  | { status: 'near'; origin: 'device'; items: BranchDistance[] }
  /** The visitor's place is unknown, abroad or far from every branch: the market's main branches, without distances. */
  | { status: 'main'; items: Branch[]; problem?: DeviceProblem }

export type Approximate = { status: 'pending' } | { status: 'known'; geo: GeoIp } | { status: 'unknown' }
export type Device = { status: 'off' | 'locating' } | { status: 'known'; position: LatLon } | { status: 'problem'; problem: DeviceProblem }

/**
 * Decides what to offer from what is known: the visitor's own position (asked for with "use my location") before the
 * approximate one of the request (geoip), and that one only when it is in the market's country; a place with no branch
 * within reach offers the main branches, never a far or foreign one as "near".
 */
export function nearbyOffer(country: string, branches: CountryBranchesState, approximate: Approximate, device: Device): NearbyState {
  if (branches.status === 'error') return { status: 'none' }
  if (branches.status !== 'done' || device.status === 'locating') return { status: 'loading' }
  const main = { status: 'main' as const, items: mainBranches(branches.branches) }
  if (device.status === 'problem') return { ...main, problem: device.problem }
  if (device.status === 'known') {
    const items = nearestBranches(branches.branches, device.position)
    return items.length > 0 ? { status: 'near', origin: 'device', items } : { ...main, problem: 'tooFar' }
  }
  if (approximate.status === 'pending') return { status: 'loading' }
  if (approximate.status === 'unknown' || approximate.geo.country.toUpperCase() !== country) return main
  const items = nearestBranches(branches.branches, approximate.geo.coordinates)
  return items.length > 0 ? { status: 'near', origin: 'approximate', city: approximate.geo.city, items } : main
}
