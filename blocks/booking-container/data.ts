import { defineBlockData } from '../../engine/dataSdk.ts'
import type { DriverAgeRules } from '../../features/booking-search/index.ts'
import type { Branch } from '../../features/web-api/index.ts'
import type { BookingContainerProps } from './props.gen.ts'

/**
 * What the search starts with: on a branch page (pickupFromPage), that page's branch; otherwise nothing. And the
 * market's age rules, so the driver-age list offers only the ages the market rents to before anyone searches.
 */
export interface BookingContainerData {
  branch: Branch | null
  driverAges: DriverAgeRules
}

/**
 * Build time: the page's branch when the search is told to take it and the page was generated from the branches
 * source; the minimum and young-driver ages of the market's country from its rental configuration
 * (GET /v1/rentalconfigurations, the market documents of the backend).
 */
export default defineBlockData<BookingContainerProps, BookingContainerData>({
  async load(props, { item, api, country }) {
    const data = item?.data as Partial<Branch> | undefined
    const isBranch = data !== undefined && typeof data.id === 'string' && data.openingHours !== undefined
    const rules = await api.rentalConfiguration({ country: country.toUpperCase() })
    return {
      branch: props.pickupFromPage && isBranch ? (data as Branch) : null,
      driverAges: { minimumDriverAge: rules.minimumDriverAge, youngDriverAge: rules.youngDriverAge },
    }
  },
})
