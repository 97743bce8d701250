/**
 * The branches feature's build-time entry: what the branch page's and the branch directory's data loaders compute
 * before rendering (a map of the branch among its neighbours, the branches grouped by city, opening rows). It runs in
 * plain Node, so it names no component and no style (the components are in ./index.ts, for the browser).
 */

export { branchMapOf, type BranchMapModel } from './branchMap.ts'
export { groupBranchesByCity, openingRowsOf, type CityGroup, type DirectoryBranch } from './groupBranchesByCity.ts'

// The one distance the site measures (as the crow flies), for "near you", the nearest truck branches and rides.
export { greatCircleKm, type LatLon } from './greatCircleKm.ts'
export { branchesByDistance, type BranchDistance } from './branchesByDistance.ts'
