import type { Locale } from 'date-fns'
// The function's own module: the package's index loads all of date-fns's ~300 files in Node (a server under a small
// descriptor limit failed to start on it, tools/serve/survivesItsClients.test.ts); bundles are the same either way.
import { format } from 'date-fns/format'
import { formatDatePattern } from './datePattern.ts'
import { localDateTimeToDate, parseClock, parseIsoDate } from '../isoDate.ts'
import type { PageEnv } from '../PageEnv.tsx'

type Formats = Pick<PageEnv['formats'], 'date' | 'time' | 'hour12Format'>

/** A date in the market's date pattern (SPEC §5: dd.MM.yyyy, dd/MM/yyyy, MM/dd/yyyy, dd-MM-yyyy…). */
export function formatDate(date: Date, formats: Pick<Formats, 'date'>): string {
  return formatDatePattern(date, formats.date)
}

/**
 * A date with the month name in the market's pattern, such as "24. Dezember 2026"; month names come from `locale`
 * (date-fns's locales, so only where this is called does date-fns's format reach a bundle).
 */
export function formatNameDate(date: Date, formats: Pick<PageEnv['formats'], 'nameDate'>, locale?: Locale): string {
  return format(date, formats.nameDate, locale ? { locale } : undefined)
}

/** A time in the market's clock: 24-hour "12:30" or 12-hour "12:30 PM". */
export function formatTime(date: Date, formats: Pick<Formats, 'time' | 'hour12Format'>): string {
  return formatDatePattern(date, formats.hour12Format ? 'h:mm a' : formats.time)
}

/** A calendar date ("2026-12-24") in the market's date pattern; undefined when it is not a real date. */
export function formatIsoDate(isoDate: string, formats: Pick<Formats, 'date'>): string | undefined {
  const date = parseIsoDate(isoDate)
  return date ? formatDate(date, formats) : undefined
}

/** A clock time ("12:30") in the market's clock; undefined when it is not a time of day. */
export function formatClockTime(clock: string, formats: Pick<Formats, 'time' | 'hour12Format'>): string | undefined {
  const parsed = parseClock(clock)
  return parsed ? formatTime(new Date(2000, 0, 1, parsed.hour, parsed.minute), formats) : undefined
}

/** A local date-time ("2026-12-01T12:30") in the market's date pattern and clock: "01.12.2026, 12:30" or "12/01/2026, 12:30 PM". */
export function formatLocalDateTime(value: string, formats: Formats): string | undefined {
  const date = localDateTimeToDate(value)
  return date ? `${formatDate(date, formats)}, ${formatTime(date, formats)}` : undefined
}

/** date-fns weekStartsOn for the market: Sunday (0) or Monday (1). */
export function weekStartsOn(formats: Pick<PageEnv['formats'], 'isFirstDaySunday'>): 0 | 1 {
  return formats.isFirstDaySunday ? 0 : 1
}
