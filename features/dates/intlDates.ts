import { parseIsoDate } from '../../engine/sdk.ts'

/**
 * Month and weekday names from the browser's Intl (no locale data in the bundle). Only used while the
 * calendar is open or in messages, so the server never renders them and hydration cannot differ.
 */
export { intlLocaleOf } from '../../engine/sdk.ts'

/** Local midnight of a calendar day; an invalid Date (Intl then throws a RangeError) for another text. */
const dayOf = (isoDate: string) => parseIsoDate(isoDate) ?? new Date(Number.NaN)

export function monthHeading(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(dayOf(isoDate))
}

export function fullDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(dayOf(isoDate))
}

/** Short and long weekday names in grid order, from the market's first day of the week. */
export function weekdayNames(locale: string, weekStartsOn: 0 | 1): { short: string; long: string }[] {
  // 2024-01-07 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(2024, 0, 7 + weekStartsOn + index)
    return {
      short: new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(date),
      long: new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(date),
    }
  })
}
