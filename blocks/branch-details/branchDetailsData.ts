import type { BranchMapModel, DirectoryBranch } from '../../features/branches/data.ts'

/** What the branch page receives from its data loader. */
export interface BranchDetailsData extends DirectoryBranch {
  map: BranchMapModel
  /** The build's calendar day: the closed days listed before the browser knows today. */
  builtOn: string
  /**
   * The pages of the branch's categories ("page:fleet-category/<key>"): an island receives only the links its props
   * name, and without these the browser's render would have no link where the server's HTML has one.
   */
  links: string[]
}

/** The page of a vehicle category, as a page link. */
export const categoryLink = (category: string) => `page:fleet-category/${category}` as const

/** How many coming closed days (holidays) the page lists. */
export const CLOSED_DAYS_SHOWN = 5

/** The branch's closed days from a calendar day on, at most CLOSED_DAYS_SHOWN. */
export function comingClosedDays(closedDates: string[], from: string): string[] {
  return closedDates
    .filter((date) => date >= from)
    .sort()
    .slice(0, CLOSED_DAYS_SHOWN)
}
