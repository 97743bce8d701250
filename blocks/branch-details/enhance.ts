import { enhancerTexts, type IslandEnhancer, todayIso, weekdayIndex } from '../../engine/sdk.ts'
import { markTodaysHours } from '../../features/branches/index.ts'
import { type BranchDetailsData, showComingClosedDays } from './branchDetailsData.ts'
import type { BranchDetailsProps } from './props.gen.ts'

/**
 * The branch page in the browser, without React: today's row of the opening hours is marked and the closed days
 * before today are dropped, by the visitor's clock (the page was built without it: BranchDetails.tsx).
 */
const enhance: IslandEnhancer<BranchDetailsProps & { data: BranchDetailsData }> = (element, _props, page) => {
  const today = todayIso()
  markTodaysHours(element, weekdayIndex(today) + 1, enhancerTexts(page)('branchDirectory.today'))
  showComingClosedDays(element, today)
}

export default enhance
