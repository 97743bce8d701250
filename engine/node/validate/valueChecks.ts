import { format } from 'date-fns/format'
import { unsupportedTokens } from '../../shared/format/datePattern.ts'
import { didYouMean, getMostSimilar } from '../../shared/getMostSimilar.ts'
import { quoteValue } from '../../shared/quoteValue.ts'

/** A check of one string value: undefined when it is fine, else a message and suggestions for the author. */
export type ValueCheck = (value: string) => { message: string; suggestions: string[]; refersTo?: string } | undefined

/** ISO 4217 codes as the JavaScript engine knows them: what Intl.NumberFormat can print prices in. */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'))
const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' })
const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })

/** An hour, minute or second token; a day, month or year token (date-fns unicode tokens). */
const CLOCK_TOKENS = /^[HhKkmsaBb]/
const CALENDAR_TOKENS = /^[yuMLdEecwIiQq]/

/** The letter tokens of a date-fns pattern, quoted literals ('de', '') left out. */
function patternTokens(pattern: string): string[] {
  return pattern.replace(/'(?:[^']|'')*'?/g, '').match(/([A-Za-z])\1*/g) ?? []
}

/**
 * Formats a sample date with date-fns itself; date-fns's own error when it cannot. The site writes dates with its
 * own small formatter (engine/shared/format/datePattern.ts, date-fns's output without date-fns in the browser), so
 * a token date-fns knows but that formatter does not write ("Q", "do") is refused too.
 */
function formatError(pattern: string): string | undefined {
  try {
    format(new Date(2026, 2, 7, 13, 45), pattern)
  } catch (error) {
    return `is refused by date-fns: ${error instanceof Error ? error.message : String(error)}`
  }
  const [unsupported] = unsupportedTokens(pattern)
  return unsupported ? `uses "${unsupported}", which the site's date formatter does not write; use y, M, d, E, H, h, m, s or a` : undefined
}

/** The mix-ups date-fns patterns invite, explained; the first that applies. */
function tokenMistake(tokens: string[], kind: 'date' | 'time'): string | undefined {
  if (tokens.some((token) => token.startsWith('Y')))
    return 'uses "Y" (the week-numbering year, wrong around New Year); write "yyyy" for the calendar year'
  if (tokens.some((token) => token.startsWith('D')))
    return 'uses "D" (the day of the year, 1–366); write "dd" or "d" for the day of the month'
  if (kind === 'date' && tokens.some((token) => token.startsWith('m')))
    return 'uses "m" (minutes); write "MM" for the month ("mm" is minutes, "MM" is the month)'
  if (kind === 'time' && tokens.some((token) => token.startsWith('M')))
    return 'uses "M" (the month); write "mm" for minutes ("MM" is the month, "mm" is minutes)'
  if (kind === 'date' && tokens.some((token) => CLOCK_TOKENS.test(token)))
    return 'has a time of day in it; a date pattern has only day, month and year (times go in "time")'
  if (kind === 'time' && tokens.some((token) => CALENDAR_TOKENS.test(token)))
    return 'has a day, month or year in it; a time pattern has only hours and minutes (dates go in "date")'
  if (
    kind === 'date' &&
    !['y', 'M', 'd'].every((letter) => tokens.some((token) => token.startsWith(letter) || (letter === 'M' && token.startsWith('L'))))
  ) {
    return 'needs a day ("d" or "dd"), a month ("MM" or "MMMM") and a year ("yyyy")'
  }
  if (kind === 'time' && !(tokens.some((token) => /^[HhKk]/.test(token)) && tokens.some((token) => token.startsWith('m'))))
    return 'needs hours ("HH" or "h") and minutes ("mm")'
  return undefined
}

function patternCheck(kind: 'date' | 'time'): ValueCheck {
  return (value) => {
    const mistake = tokenMistake(patternTokens(value), kind) ?? formatError(value)
    if (!mistake) return undefined
    const example = kind === 'date' ? '"dd.MM.yyyy" or "d MMMM yyyy"' : '"HH:mm" or "h:mm a"'
    return {
      message: `the date-fns ${kind} pattern ${quoteValue(value)} ${mistake.replace(/\.$/, '')}. Examples: ${example}; letters that are text go in single quotes ('de')`,
      suggestions: [],
    }
  }
}

export const VALUE_CHECKS: Record<string, ValueCheck> = {
  currency(value) {
    if (CURRENCIES.has(value)) return undefined
    const suggestions = getMostSimilar(value, CURRENCIES)
    return {
      message: `${quoteValue(value)} is not an ISO 4217 currency code${didYouMean(suggestions) || '; use a code such as "EUR"'}`,
      suggestions,
    }
  },
  locale(value) {
    let canonical: string | undefined
    try {
      canonical = Intl.getCanonicalLocales(value)[0]
    } catch {
      return { message: `${quoteValue(value)} is not a BCP 47 locale such as "de-CH"`, suggestions: [] }
    }
    if (canonical !== value)
      return { message: `must be written ${quoteValue(canonical)}, the canonical BCP 47 form`, suggestions: [canonical] }
    const { language, region } = new Intl.Locale(value)
    if (!LANGUAGE_NAMES.of(language))
      return { message: `${quoteValue(value)}: "${language}" is not an ISO 639 language code`, suggestions: [] }
    if (region && (!REGION_NAMES.of(region) || REGION_NAMES.of(region) === 'Unknown Region'))
      return { message: `${quoteValue(value)}: "${region}" is not an ISO 3166 country or region code`, suggestions: [] }
    return undefined
  },
  datePattern: patternCheck('date'),
  timePattern: patternCheck('time'),
}
