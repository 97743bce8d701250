import { formatDate, parseIsoDate } from '../../engine/sdk.ts'

// Reading typed dates (date-fns parse, the larger part of date-fns) is parseMarketDate.ts, loaded only when a date is typed.
// Writing them needs no date-fns: the engine's formatter writes the market patterns (engine/shared/format/datePattern.ts).

/** A calendar day "yyyy-MM-dd" in the market's date pattern, such as "24.12.2026" or "12/24/2026"; a RangeError for another text. */
export function formatMarketDate(isoDate: string, pattern: string): string {
  return formatDate(parseIsoDate(isoDate) ?? new Date(Number.NaN), { date: pattern })
}

/** The pattern as people read it, with the letters of their language: "dd.MM.yyyy" → "TT.MM.JJJJ" in German. */
export function patternForPeople(pattern: string, letters: { day: string; month: string; year: string }): string {
  return pattern.replace(/yyyy/g, letters.year).replace(/dd/g, letters.day).replace(/MM/g, letters.month)
}
