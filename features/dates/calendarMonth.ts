import { addIsoDays, weekdayIndex } from '../../engine/sdk.ts'

// Calendar math on "yyyy-MM-dd" strings with the engine's day arithmetic (engine/shared/isoDate.ts): the few
// operations the date grid needs, without date-fns in the browser (it would weigh on every page with a search form).

export type WeekStart = 0 | 1

const pad = (value: number) => String(value).padStart(2, '0')

/** The first day of the week of `isoDate`, the market's first day being Sunday (0) or Monday (1). */
function startOfWeek(isoDate: string, weekStartsOn: WeekStart): string {
  const sundayFirst = (weekdayIndex(isoDate) + 1) % 7
  return addIsoDays(isoDate, -((sundayFirst - weekStartsOn + 7) % 7))
}

/** The weeks of the month of `isoDate`, each 7 days starting on the market's first day; days of other months are null. */
export function monthWeeks(isoDate: string, weekStartsOn: WeekStart): (string | null)[][] {
  const month = isoDate.slice(0, 7)
  const last = addIsoDays(shiftMonths(`${month}-01`, 1), -1)
  const weeks: (string | null)[][] = []
  for (let day = startOfWeek(`${month}-01`, weekStartsOn); day <= last; day = addIsoDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, offset) => addIsoDays(day, offset)).map((date) => (date.startsWith(month) ? date : null)))
  }
  return weeks
}

/**
 * Where a key moves the focused day in the date grid (https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/examples/datepicker-dialog/):
 * arrows by a day or a week, Home/End to the week's start or end, Page Up/Down by a month, with Shift by a year.
 * In right-to-left pages the left and right arrows swap. Undefined for any other key.
 */
export function movedDate(
  isoDate: string,
  key: string,
  options: { shift: boolean; weekStartsOn: WeekStart; rtl: boolean },
): string | undefined {
  const forward = options.rtl ? -1 : 1
  switch (key) {
    case 'ArrowRight':
      return addIsoDays(isoDate, forward)
    case 'ArrowLeft':
      return addIsoDays(isoDate, -forward)
    case 'ArrowDown':
      return addIsoDays(isoDate, 7)
    case 'ArrowUp':
      return addIsoDays(isoDate, -7)
    case 'Home':
      return startOfWeek(isoDate, options.weekStartsOn)
    case 'End':
      return addIsoDays(startOfWeek(isoDate, options.weekStartsOn), 6)
    case 'PageUp':
      return shiftMonths(isoDate, options.shift ? -12 : -1)
    case 'PageDown':
      return shiftMonths(isoDate, options.shift ? 12 : 1)
    default:
      return undefined
  }
}

/** The same day of another month, clamped to the month's end (31 March − 1 month = 28/29 February). */
export function shiftMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  const target = new Date(year, month - 1 + months, 1)
  const daysInTarget = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate()
  return `${target.getFullYear()}-${pad(target.getMonth() + 1)}-${pad(Math.min(day, daysInTarget))}`
}
