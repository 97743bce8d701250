import { addIsoDays, weekdayIndex } from '../../engine/dataSdk.ts'
import type { Clock, OpeningHours, OpeningInterval } from '../web-api/index.ts'

export { weekdayIndex }

/** The hours a branch is open on a calendar day; [] when it is closed that day. */
export function openingIntervalsOn(hours: OpeningHours, isoDate: string): OpeningInterval[] {
  if (hours.closedDates.includes(isoDate)) return []
  return hours.weekdays[weekdayIndex(isoDate)] ?? []
}

export function isClosedOn(hours: OpeningHours, isoDate: string): boolean {
  return openingIntervalsOn(hours, isoDate).length === 0
}

/** Whether a pickup or return at this clock time ("HH:mm") falls in the day's opening hours (closing time included). */
export function isOpenAt(hours: OpeningHours, isoDate: string, clock: Clock): boolean {
  return openingIntervalsOn(hours, isoDate).some((interval) => interval.open <= clock && clock <= interval.close)
}

/** How far ahead a default date looks for an open day: a branch closed longer than this gets no default. */
const OPEN_DAY_SEARCH_DAYS = 31

/**
 * The first day from `isoDate` on (that day included) the branch is open, or undefined when it stays closed for a
 * month: where a search proposes a date itself, it proposes one the visitor can book.
 */
export function firstOpenDayFrom(hours: OpeningHours, isoDate: string): string | undefined {
  let day = isoDate
  for (let step = 0; step < OPEN_DAY_SEARCH_DAYS; step++, day = addIsoDays(day, 1)) if (!isClosedOn(hours, day)) return day
  return undefined
}
