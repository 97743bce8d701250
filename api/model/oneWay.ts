import { BadRequest } from '../http/badRequest.ts'
import { findBranch, type SeededBranch } from './branches.ts'

/**
 * The return branch of a rental: the pickup branch unless another one is named. A one-way rental stays in
 * the pickup branch's country, and both branches must take one-way rentals (seed flag "oneWay").
 */
export function returnBranchOf(pickup: SeededBranch, returnBranchId: string | null | undefined): SeededBranch {
  if (!returnBranchId || returnBranchId === pickup.branch.id) return pickup
  const found = findBranch(returnBranchId)
  if (!found) throw new BadRequest(`There is no return branch "${returnBranchId.slice(0, 40)}".`)
  if (found.market.country !== pickup.market.country)
    throw new BadRequest(`One-way rentals stay in one country: "${found.branch.name}" is not in ${pickup.market.country}.`)
  for (const entry of [pickup, found]) {
    if (!entry.branch.oneWay) throw new BadRequest(`The branch "${entry.branch.name}" takes no one-way rentals.`)
  }
  return found
}

/**
 * A driver's age as the API takes it: an integer from the country's minimum age to 99, a JSON number in a body or
 * decimal digits in a query. Number() would also read "0x1E", "3e1" or " 30" as 30: a typo or a probe, refused.
 */
export function driverAgeOf(value: unknown, minimumAge: number): number {
  if (value === undefined || value === null || value === '') return 30
  const age = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN
  if (!Number.isInteger(age) || age > 99) throw new BadRequest('"driverAge" must be a whole number of years up to 99.', 400, 'driverAge')
  if (age < minimumAge) throw new BadRequest(`Drivers must be at least ${minimumAge} years old here.`, 400, 'driverAge')
  return age
}
