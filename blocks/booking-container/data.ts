import { defineBlockData } from '../../engine/dataSdk.ts'
import type { Branch } from '../../features/web-api/index.ts'
import type { BookingContainerProps } from './props.gen.ts'

/** What the search starts with: on a branch page (pickupFromPage), that page's branch; otherwise nothing. */
export interface BookingContainerData {
  branch: Branch | null
}

/** Build time: the page's branch when the search is told to take it and the page was generated from the branches source. */
export default defineBlockData<BookingContainerProps, BookingContainerData>({
  async load(props, { item }) {
    const data = item?.data as Partial<Branch> | undefined
    const isBranch = data !== undefined && typeof data.id === 'string' && data.openingHours !== undefined
    return { branch: props.pickupFromPage && isBranch ? (data as Branch) : null }
  },
})
