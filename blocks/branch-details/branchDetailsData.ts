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

/** How many coming closed days (holidays) the page shows. */
export const CLOSED_DAYS_SHOWN = 5

/** The branch's closed days from a calendar day on, in order (the page shows the first CLOSED_DAYS_SHOWN). */
export function comingClosedDays(closedDates: string[], from: string): string[] {
  return closedDates.filter((date) => date >= from).sort()
}

/**
 * In the browser: the closed days the page was built with (BranchDetails.tsx, from its build day on), from `today` on.
 * Days past are removed, the first CLOSED_DAYS_SHOWN of the others shown, and the section hidden when none is left.
 */
export function showComingClosedDays(element: ParentNode, today: string): void {
  const section = element.querySelector<HTMLElement>('[data-closed-days-section]')
  if (!section) return
  const days = [...section.querySelectorAll<HTMLElement>('li[data-date]')]
  const coming = days.filter((day) => (day.dataset.date ?? '') >= today)
  for (const day of days) if (!coming.includes(day)) day.remove()
  for (const [index, day] of coming.entries()) day.hidden = index >= CLOSED_DAYS_SHOWN
  section.hidden = coming.length === 0
}
