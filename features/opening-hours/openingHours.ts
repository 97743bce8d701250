import { weekdayIndex } from '../../engine/dataSdk.ts'
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
