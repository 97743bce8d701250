import { VEHICLE_CATEGORIES, type VehicleCategory } from '../../../engine/shared/api/types.ts'

export interface Search {
  branchId: string
  pickupAt: string
  returnAt: string
}

export interface FunnelQuery {
  /** A complete search from the booking container, or undefined when the visitor came without one ("See all cars"). */
  search?: Search
  category?: VehicleCategory
}

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

/** What the booking page's address asks for: ?branch=…&pickupAt=…&returnAt=…[&category=…]; anything malformed is ignored. */
export function readFunnelQuery(queryString: string): FunnelQuery {
  const params = new URLSearchParams(queryString)
  const branchId = params.get('branch') ?? ''
  const pickupAt = params.get('pickupAt') ?? ''
  const returnAt = params.get('returnAt') ?? ''
  const category = params.get('category') ?? ''
  const complete = /^[a-z0-9-]{1,60}$/.test(branchId) && LOCAL_DATE_TIME.test(pickupAt) && LOCAL_DATE_TIME.test(returnAt) && returnAt > pickupAt
  return {
    ...(complete ? { search: { branchId, pickupAt, returnAt } } : {}),
    ...((VEHICLE_CATEGORIES as readonly string[]).includes(category) ? { category: category as VehicleCategory } : {}),
  }
}
