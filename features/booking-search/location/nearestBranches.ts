import type { Branch } from '../../web-api/index.ts'
import { branchesByDistance, type BranchDistance, type LatLon } from '../../branches/index.ts'

/** SPEC §9: at most 6 branches in a location filter list. */
export const MAX_LISTED_BRANCHES = 6

/** Farther than this, a branch is not "near" the visitor any more: it is in another region, or another country. */
export const NEAR_RADIUS_KM = 150

export type { BranchDistance }

/**
 * The branches nearest to a place, nearest first, within NEAR_RADIUS_KM and at most MAX_LISTED_BRANCHES: an empty list
 * when none is near, so a visitor far from every branch (or in another country) is never offered one as "near".
 */
export function nearestBranches(branches: readonly Branch[], from: LatLon, radiusKm = NEAR_RADIUS_KM): BranchDistance[] {
  return branchesByDistance(branches, from, { radiusKm, limit: MAX_LISTED_BRANCHES })
}

const MAIN_TYPES: Branch['type'][] = ['airport', 'railway', 'city']

/**
 * The market's main branches, offered when the visitor's place is unknown or outside the market: airports first (where
 * most rentals start), then stations and city branches, each in the API's order, at most MAX_LISTED_BRANCHES.
 */
export function mainBranches(branches: readonly Branch[]): Branch[] {
  return MAIN_TYPES.flatMap((type) => branches.filter((branch) => branch.type === type)).slice(0, MAX_LISTED_BRANCHES)
}
