/**
 * The one module for the plain date and time strings the site, its micro-apps and the API exchange:
 * a calendar day "yyyy-MM-dd", a clock time "HH:mm" and a local date-time "yyyy-MM-ddTHH:mm" (the
 * branch's clock, no time zone). They compare as strings; the helpers here read, write and shift
 * them without time zone surprises (a Date is only built at local midnight).
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const CLOCK = /^(\d{2}):(\d{2})$/

const pad = (value: number) => String(value).padStart(2, '0')

/** The calendar day of a Date in the visitor's clock. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The calendar day of a Date in UTC, for a server that does not know the visitor's or branch's clock. */
export function toUtcIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** Today in the visitor's clock. */
export function todayIso(now = new Date()): string {
  return toIsoDate(now)
}

/** Local midnight of a calendar day; undefined when the text is not "yyyy-MM-dd" or not a real day (2026-02-30). */
export function parseIsoDate(isoDate: string): Date | undefined {
  const match = ISO_DATE.exec(isoDate)
  if (!match) return undefined
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(year, month - 1, day)
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined
}

export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && parseIsoDate(value) !== undefined
}

/** Negative when a is the earlier day, 0 on the same day: "yyyy-MM-dd" sorts as text. */
export function compareIsoDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

export function addIsoDays(isoDate: string, days: number): string {
  const date = parseIsoDate(isoDate)
  if (!date) throw new Error(`addIsoDays: "${isoDate}" is not a calendar day "yyyy-MM-dd".`)
  return toIsoDate(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days))
}

/** Monday-first index (0 … 6) of a calendar day, the same in every time zone. */
export function weekdayIndex(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number)
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7
}

/** "HH:mm" of an hour and minute. */
export function clockValue(clock: { hour: number; minute: number }): string {
  return `${pad(clock.hour)}:${pad(clock.minute)}`
}

/** "HH:mm" of a Date in the visitor's clock. */
export function clockOf(date: Date): string {
  return clockValue({ hour: date.getHours(), minute: date.getMinutes() })
}

/** Hour and minute of "HH:mm" (00:00 … 23:59); undefined for anything else. */
export function parseClock(clock: string): { hour: number; minute: number } | undefined {
  const match = CLOCK.exec(clock)
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return undefined
  return { hour: Number(match[1]), minute: Number(match[2]) }
}

/** Day and clock of a local date-time "yyyy-MM-ddTHH:mm"; undefined when either part is not real. */
export function parseLocalDateTime(value: unknown): { date: string; clock: string } | undefined {
  if (typeof value !== 'string') return undefined
  const [date, clock, ...rest] = value.split('T')
  return rest.length === 0 && clock !== undefined && isIsoDate(date) && parseClock(clock) ? { date, clock } : undefined
}

/** Local midnight plus the clock of a local date-time, for formatting; undefined when it is not one. */
export function localDateTimeToDate(value: string): Date | undefined {
  const parts = parseLocalDateTime(value)
  if (!parts) return undefined
  const date = parseIsoDate(parts.date)!
  const { hour, minute } = parseClock(parts.clock)!
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), hour, minute)
}
