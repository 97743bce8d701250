import { format, isValid, parse, parseISO } from 'date-fns'
import { toIsoDate } from '../../engine/sdk.ts'

/** A calendar day "yyyy-MM-dd" in the market's date pattern, such as "24.12.2026" or "12/24/2026". */
export function formatMarketDate(isoDate: string, pattern: string): string {
  return format(parseISO(isoDate), pattern)
}

/**
 * A date typed by hand, read strictly in the market's pattern: "1.2.2026" or "2026-12-24" in a
 * "dd.MM.yyyy" market is refused (undefined), never guessed at and silently changed.
 */
export function parseMarketDate(text: string, pattern: string): string | undefined {
  const trimmed = text.trim()
  const date = parse(trimmed, pattern, new Date(2000, 0, 1))
  if (!isValid(date) || format(date, pattern) !== trimmed) return undefined
  return toIsoDate(date)
}

/** The pattern as people read it, with the letters of their language: "dd.MM.yyyy" → "TT.MM.JJJJ" in German. */
export function patternForPeople(pattern: string, letters: { day: string; month: string; year: string }): string {
  return pattern.replace(/yyyy/g, letters.year).replace(/dd/g, letters.day).replace(/MM/g, letters.month)
}
