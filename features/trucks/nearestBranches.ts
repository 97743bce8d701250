import { branchesByDistance, type BranchDistance } from '../branches/data.ts'
import type { Branch } from '../web-api/index.ts'

/** The branches closest to a branch, nearest first, with their distance; the branch itself is left out. */
export function nearestBranches(from: Branch, candidates: Branch[], limit = 3): BranchDistance[] {
  return branchesByDistance(
    candidates.filter((candidate) => candidate.id !== from.id),
    from.coordinates,
    { limit },
  )
}

/** The branch rents the vans and trucks of the truck rental line (the API's productLines says so). */
export function rentsTrucks(branch: Pick<Branch, 'productLines'>): boolean {
  return branch.productLines?.includes('rent-truck') ?? false
}
