import { VEHICLE_CATEGORIES, type VehicleCategory } from '../../../engine/shared/api/types.ts'
import { parseLocalDateTime } from '../../../engine/shared/isoDate.ts'

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

/** What the booking page's address asks for: ?branch=…&pickupAt=…&returnAt=…[&category=…]; anything malformed is ignored. */
export function readFunnelQuery(queryString: string): FunnelQuery {
  const params = new URLSearchParams(queryString)
  const branchId = params.get('branch') ?? ''
  const pickupAt = params.get('pickupAt') ?? ''
  const returnAt = params.get('returnAt') ?? ''
  const category = params.get('category') ?? ''
  const complete = /^[a-z0-9-]{1,60}$/.test(branchId) && parseLocalDateTime(pickupAt) !== undefined && parseLocalDateTime(returnAt) !== undefined && returnAt > pickupAt
  return {
    ...(complete ? { search: { branchId, pickupAt, returnAt } } : {}),
    ...((VEHICLE_CATEGORIES as readonly string[]).includes(category) ? { category: category as VehicleCategory } : {}),
  }
}
