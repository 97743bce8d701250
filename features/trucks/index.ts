/**
 * The rent-truck product line (SPEC §1 truck rental, §3 payload, loadspace and driving licence category): which branches
 * rent vans and trucks and the nearest of them to a branch that does not, and a truck's load in the market's units. Plain
 * TypeScript without React, for the truck rental page's search and the booking funnel alike.
 */
export { nearestBranches, rentsTrucks } from './nearestBranches.ts'
export { loadFigures, type LoadFigures } from './loadFacts.ts'
