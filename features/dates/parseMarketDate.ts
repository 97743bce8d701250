import { format } from 'date-fns/format'
import { isValid } from 'date-fns/isValid'
import { parse } from 'date-fns/parse'
import { toIsoDate } from '../../engine/sdk.ts'

// Its own module: date-fns parse is most of date-fns's size, and pages load it only when a visitor types a date
// (features/booking-search/date-fields/DateField.tsx imports it on demand).

/**
 * The ways people type a date in the market's order and separator: the pattern itself, days and months
 * without a leading zero ("1.12.2026"), and a two-digit year ("01.12.26").
 */
function typedPatterns(pattern: string): string[] {
  const short = pattern.replace(/dd/g, 'd').replace(/MM/g, 'M')
  return [...new Set([pattern, short, pattern.replace(/yyyy/g, 'yy'), short.replace(/yyyy/g, 'yy')])]
}

/**
 * A date typed by hand, read in the market's order and separator: "24.12.2026", "1.12.2026" and "01.12.26"
 * in a "dd.MM.yyyy" market; another order or separator ("2026-12-24", "12/24/2026") or an impossible day
 * ("31.02.2026") is refused (undefined), never guessed at and silently changed. A two-digit year is the one
 * nearest to `today` (date-fns: within 50 years).
 */
export function parseMarketDate(text: string, pattern: string, today: Date = new Date()): string | undefined {
  const trimmed = text.trim()
  for (const typed of typedPatterns(pattern)) {
    const date = parse(trimmed, typed, today)
    // Formatting back must give what was typed: "31.02.2026" would otherwise roll over into March.
    if (isValid(date) && format(date, typed) === trimmed) return toIsoDate(date)
  }
  return undefined
}
