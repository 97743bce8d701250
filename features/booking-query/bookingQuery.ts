import { VEHICLE_CATEGORIES, type VehicleCategory } from '../web-api/index.ts'
import { parseLocalDateTime } from '../../engine/dataSdk.ts'

/** A complete rental search: a branch and two local date-times "yyyy-MM-ddTHH:mm", and what else the visitor chose. */
export interface BookingSearchQuery {
  branchId: string
  pickupAt: string
  returnAt: string
  /** Another branch to return the car to (a one-way rental); absent: the pickup branch. */
  returnBranchId?: string
  /** The driver's age in years; absent: 25 or older, no young driver fee. */
  driverAge?: number
  /** A promotion the visitor came from (the airport promotion's search writes "airport"). */
  promo?: string
  /** The truck rental page's search: the vans and trucks of the rent-truck line instead of the cars. */
  productLine?: 'rent-truck'
}

export interface BookingQuery {
  /** A complete search, or undefined when the visitor came without one ("See all cars") or with a malformed one. */
  search?: BookingSearchQuery
  category?: VehicleCategory
}

/** A branch id as the web API writes them; anything else in the address is not a branch (nor a place to show). */
const BRANCH_ID = /^[a-z0-9-]{1,60}$/
const PROMO = /^[a-z0-9-]{1,30}$/
/** Ages the search offers: the youngest any market rents to, up to the oldest the API takes. */
export const DRIVER_AGE_MIN = 18
export const DRIVER_AGE_MAX = 99

/**
 * The address of a search, the one contract between the booking search that writes it (home page, booking
 * container) and the pages that read it (the funnel app, the zen reservation page):
 * ?branch=…&pickupAt=…&returnAt=…[&returnBranch=…][&driverAge=…][&promo=…][&productLine=rent-truck][&category=…].
 */
export function bookingQueryString(search: BookingSearchQuery, category?: VehicleCategory): string {
  return new URLSearchParams({
    branch: search.branchId,
    pickupAt: search.pickupAt,
    returnAt: search.returnAt,
    ...(search.returnBranchId && search.returnBranchId !== search.branchId ? { returnBranch: search.returnBranchId } : {}),
    ...(search.driverAge !== undefined ? { driverAge: String(search.driverAge) } : {}),
    ...(search.promo ? { promo: search.promo } : {}),
    ...(search.productLine ? { productLine: search.productLine } : {}),
    ...(category ? { category } : {}),
  }).toString()
}

function driverAgeOf(value: string | null): number | undefined {
  if (value === null || !/^\d{2}$/.test(value)) return undefined
  const age = Number(value)
  return age >= DRIVER_AGE_MIN && age <= DRIVER_AGE_MAX ? age : undefined
}

/** What a booking address asks for; anything malformed is ignored, so a hand-edited address never shows what it says. */
export function readBookingQuery(queryString: string): BookingQuery {
  const params = new URLSearchParams(queryString)
  const branchId = params.get('branch') ?? ''
  const pickupAt = params.get('pickupAt') ?? ''
  const returnAt = params.get('returnAt') ?? ''
  const returnBranchId = params.get('returnBranch') ?? ''
  const driverAge = driverAgeOf(params.get('driverAge'))
  const promo = params.get('promo') ?? ''
  const category = params.get('category') ?? ''
  const complete =
    BRANCH_ID.test(branchId) &&
    parseLocalDateTime(pickupAt) !== undefined &&
    parseLocalDateTime(returnAt) !== undefined &&
    returnAt > pickupAt
  const search: BookingSearchQuery = {
    branchId,
    pickupAt,
    returnAt,
    ...(BRANCH_ID.test(returnBranchId) && returnBranchId !== branchId ? { returnBranchId } : {}),
    ...(driverAge !== undefined ? { driverAge } : {}),
    ...(PROMO.test(promo) ? { promo } : {}),
    ...(params.get('productLine') === 'rent-truck' ? { productLine: 'rent-truck' as const } : {}),
  }
  return {
    ...(complete ? { search } : {}),
    ...((VEHICLE_CATEGORIES as readonly string[]).includes(category) ? { category: category as VehicleCategory } : {}),
  }
}
