import { format, parseISO } from 'date-fns'

// Reading typed dates (date-fns parse, the larger part of date-fns) is parseMarketDate.ts, loaded only when a date is typed.

/** A calendar day "yyyy-MM-dd" in the market's date pattern, such as "24.12.2026" or "12/24/2026". */
export function formatMarketDate(isoDate: string, pattern: string): string {
  return format(parseISO(isoDate), pattern)
}

/** The pattern as people read it, with the letters of their language: "dd.MM.yyyy" → "TT.MM.JJJJ" in German. */
export function patternForPeople(pattern: string, letters: { day: string; month: string; year: string }): string {
  return pattern.replace(/yyyy/g, letters.year).replace(/dd/g, letters.day).replace(/MM/g, letters.month)
}
