/**
 * When a ride may be picked up (issue 26): a driver needs RIDE_LEAD_TIME_MINUTES to get there, and rides are taken at
 * most RIDE_MAX_DAYS_AHEAD ahead. Both are measured on the service area's clock, not the visitor's: a rider in Berlin
 * booking a ride in New York gets New York's time. The app checks before sending; the API checks again.
 */
export const RIDE_LEAD_TIME_MINUTES = 60
export const RIDE_MAX_DAYS_AHEAD = 90

export type PickupTimeProblem = 'tooSoon' | 'tooFar'

/** The local date and time in a time zone now, "yyyy-MM-ddTHH:mm". */
export function clockNowIn(timeZone: string, now = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

/** Minutes from one local "yyyy-MM-ddTHH:mm" to another (both read as the same clock). */
function minutesBetween(from: string, to: string): number {
  return (Date.parse(`${to}:00Z`) - Date.parse(`${from}:00Z`)) / 60_000
}

/** The earliest pickup one can ask for now, "yyyy-MM-ddTHH:mm" on the area's clock (the lead time, rounded up to 5 minutes). */
export function earliestPickup(timeZone: string, now = new Date()): string {
  const local = Date.parse(`${clockNowIn(timeZone, now)}:00Z`) + RIDE_LEAD_TIME_MINUTES * 60_000
  const step = 5 * 60_000
  return new Date(Math.ceil(local / step) * step).toISOString().slice(0, 16)
}

/** Why a pickup at `pickupAt` (the area's local time) cannot be taken now, or undefined when it can. */
export function pickupTimeProblem(pickupAt: string, timeZone: string, now = new Date()): PickupTimeProblem | undefined {
  const ahead = minutesBetween(clockNowIn(timeZone, now), pickupAt)
  if (ahead < RIDE_LEAD_TIME_MINUTES) return 'tooSoon'
  if (ahead > RIDE_MAX_DAYS_AHEAD * 24 * 60) return 'tooFar'
  return undefined
}
