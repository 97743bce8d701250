/**
 * The branches feature's public entry for components (SPEC §5): a branch's address, map and opening hours, as the
 * branch page and the branch directory render them. Code outside features/branches/ imports this file or, when it runs
 * in plain Node before rendering (a block's data loader), ./data.ts (`npm run boundaries`, rule
 * feature-through-its-entry).
 */

// What the components show, computed by the data loaders (./data.ts) before rendering.
export type { BranchMapModel } from './branchMap.ts'
export type { CityGroup, DirectoryBranch } from './groupBranchesByCity.ts'

// schema.org data of a branch page.
export { branchStructuredData } from './branchStructuredData.ts'

// The components.
export { BranchAddress } from './BranchAddress.tsx'
export { BranchMap } from './BranchMap.tsx'
export { DirectionsLink } from './DirectionsLink.tsx'
export { directionsUrl } from './directionsUrl.ts'
export { OpeningHoursList } from './OpeningHoursList.tsx'
export { markTodaysHours } from './markTodaysHours.ts'

// The one distance the site measures (as the crow flies), for "near you", the nearest truck branches and rides.
export { greatCircleKm, type LatLon } from './greatCircleKm.ts'
export { branchesByDistance, type BranchDistance } from './branchesByDistance.ts'
