import { VEHICLE_CATEGORIES, type VehicleCategory } from './api/types.ts'
import { parseLocalDateTime } from './isoDate.ts'

/** A complete rental search: a branch and two local date-times "yyyy-MM-ddTHH:mm". */
export interface BookingSearchQuery {
  branchId: string
  pickupAt: string
  returnAt: string
}

export interface BookingQuery {
  /** A complete search, or undefined when the visitor came without one ("See all cars") or with a malformed one. */
  search?: BookingSearchQuery
  category?: VehicleCategory
}

/** A branch id as the web API writes them; anything else in the address is not a branch (nor a place to show). */
const BRANCH_ID = /^[a-z0-9-]{1,60}$/

/**
 * The address of a search, the one contract between the booking search that writes it (home page, booking
 * container) and the pages that read it (the funnel app, the zen reservation page): ?branch=…&pickupAt=…&returnAt=….
 */
export function bookingQueryString(search: BookingSearchQuery, category?: VehicleCategory): string {
  return new URLSearchParams({ branch: search.branchId, pickupAt: search.pickupAt, returnAt: search.returnAt, ...(category ? { category } : {}) }).toString()
}

/** What a booking address asks for; anything malformed is ignored, so a hand-edited address never shows what it says. */
export function readBookingQuery(queryString: string): BookingQuery {
  const params = new URLSearchParams(queryString)
  const branchId = params.get('branch') ?? ''
  const pickupAt = params.get('pickupAt') ?? ''
  const returnAt = params.get('returnAt') ?? ''
  const category = params.get('category') ?? ''
  const complete = BRANCH_ID.test(branchId) && parseLocalDateTime(pickupAt) !== undefined && parseLocalDateTime(returnAt) !== undefined && returnAt > pickupAt
  return {
    ...(complete ? { search: { branchId, pickupAt, returnAt } } : {}),
    ...((VEHICLE_CATEGORIES as readonly string[]).includes(category) ? { category: category as VehicleCategory } : {}),
  }
}
