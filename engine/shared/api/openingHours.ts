import type { Clock, OpeningHours, OpeningInterval } from './types.ts'

/** Monday-first index (0 … 6) of a calendar day "yyyy-MM-dd", independent of the time zone. */
export function weekdayIndex(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number)
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7
}

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
