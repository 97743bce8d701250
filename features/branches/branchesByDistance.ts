import type { Branch } from '../web-api/index.ts'
import { greatCircleKm, type LatLon } from './greatCircleKm.ts'

export interface BranchDistance {
  branch: Branch
  km: number
}

/**
 * Branches ranked by their distance from a point, nearest first (ties by name), each with its distance in kilometres,
 * within `radiusKm` and at most `limit`: the one ranking behind "branches near you" and "the nearest truck branches".
 */
export function branchesByDistance(
  branches: readonly Branch[],
  from: LatLon,
  { radiusKm = Number.POSITIVE_INFINITY, limit = Number.POSITIVE_INFINITY }: { radiusKm?: number; limit?: number } = {},
): BranchDistance[] {
  return branches
    .map((branch) => ({ branch, km: greatCircleKm(from, branch.coordinates) }))
    .filter((entry) => entry.km <= radiusKm)
    .sort((a, b) => a.km - b.km || a.branch.name.localeCompare(b.branch.name))
    .slice(0, limit)
}
