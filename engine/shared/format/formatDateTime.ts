import { format, parseISO, isValid } from 'date-fns'
import type { PageEnv } from '../PageEnv.tsx'

type Formats = Pick<PageEnv['formats'], 'date' | 'time' | 'hour12Format'>

/** A calendar date ("2026-12-24") in the market's date pattern. */
export function formatIsoDate(isoDate: string, formats: Formats): string | undefined {
  const date = parseISO(isoDate)
  return isValid(date) ? format(date, formats.date) : undefined
}

/** A clock time ("12:30") in the market's clock: 24-hour "12:30" or 12-hour "12:30 PM". */
export function formatClockTime(clock: string, formats: Formats): string | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(clock)
  if (!match) return undefined
  const date = new Date(2000, 0, 1, Number(match[1]), Number(match[2]))
  if (Number(match[1]) > 23 || Number(match[2]) > 59) return undefined
  return format(date, formats.hour12Format ? 'h:mm a' : formats.time)
}

export function clockValue(clock: { hour: number; minute: number }): string {
  return `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`
}
