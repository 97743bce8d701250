import type { Branch, Coordinates } from '../web-api/index.ts'

const EARTH_RADIUS_KM = 6371

/** The great-circle distance between two points in kilometres (haversine): close enough to rank branches of a country. */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(to.lat - from.lat)
  const dLon = radians(to.lon - from.lon)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** The branches closest to a place, nearest first, with their distance; the place's own branch is left out. */
export function nearestBranches(from: Branch, candidates: Branch[], limit = 3): { branch: Branch; km: number }[] {
  return candidates
    .filter((candidate) => candidate.id !== from.id)
    .map((branch) => ({ branch, km: distanceKm(from.coordinates, branch.coordinates) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, limit)
}

/** The branch rents the vans and trucks of the truck rental line (the API's productLines says so). */
export function rentsTrucks(branch: Pick<Branch, 'productLines'>): boolean {
  return branch.productLines?.includes('rent-truck') ?? false
}
