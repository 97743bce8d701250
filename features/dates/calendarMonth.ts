import { addDays, addMonths, addYears, endOfMonth, endOfWeek, parseISO, startOfMonth, startOfWeek } from 'date-fns'
import { toIsoDate as iso } from '../../engine/sdk.ts'

export type WeekStart = 0 | 1

/** The weeks of the month of `isoDate`, each 7 days starting on the market's first day; days of other months are null. */
export function monthWeeks(isoDate: string, weekStartsOn: WeekStart): (string | null)[][] {
  const first = startOfMonth(parseISO(isoDate))
  const last = endOfMonth(first)
  const weeks: (string | null)[][] = []
  for (let day = startOfWeek(first, { weekStartsOn }); day <= last; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, offset) => addDays(day, offset)).map((date) => (date.getMonth() === first.getMonth() ? iso(date) : null)))
  }
  return weeks
}

/**
 * Where a key moves the focused day in the date grid (https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/examples/datepicker-dialog/):
 * arrows by a day or a week, Home/End to the week's start or end, Page Up/Down by a month, with Shift by a year.
 * In right-to-left pages the left and right arrows swap. Undefined for any other key.
 */
export function movedDate(isoDate: string, key: string, options: { shift: boolean; weekStartsOn: WeekStart; rtl: boolean }): string | undefined {
  const date = parseISO(isoDate)
  const forward = options.rtl ? -1 : 1
  switch (key) {
    case 'ArrowRight':
      return iso(addDays(date, forward))
    case 'ArrowLeft':
      return iso(addDays(date, -forward))
    case 'ArrowDown':
      return iso(addDays(date, 7))
    case 'ArrowUp':
      return iso(addDays(date, -7))
    case 'Home':
      return iso(startOfWeek(date, { weekStartsOn: options.weekStartsOn }))
    case 'End':
      return iso(endOfWeek(date, { weekStartsOn: options.weekStartsOn }))
    case 'PageUp':
      return iso(options.shift ? addYears(date, -1) : addMonths(date, -1))
    case 'PageDown':
      return iso(options.shift ? addYears(date, 1) : addMonths(date, 1))
    default:
      return undefined
  }
}

/** The same day of another month, clamped to the month's end (31 March − 1 month = 28/29 February). */
export function shiftMonths(isoDate: string, months: number): string {
  return iso(addMonths(parseISO(isoDate), months))
}
