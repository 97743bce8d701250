/**
 * Writes a Date in a date-fns pattern ("dd.MM.yyyy", "h:mm a", "d 'de' MMMM 'de' yyyy"), in the browser without
 * date-fns: the market patterns use a handful of tokens, and date-fns's format brings its whole English locale
 * (about 6 KB gzipped) into every island that shows a date or a time. The output is date-fns's for the
 * tokens below (datePattern.test.ts compares the two); any other letter is refused, as validation refuses a market
 * pattern that uses one (engine/node/validate/valueChecks.ts), so no page can reach that error.
 *
 * Tokens: y yy yyyy (year), M MM MMM MMMM MMMMM (month, names in English as date-fns without a locale), d dd,
 * E…EEEEE (weekday), H HH, h hh, m mm, s ss, a aa aaa aaaa aaaaa (day period); text in single quotes, '' for a quote.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

// date-fns's own tokenizer (format.js formattingTokensRegExp); its ordinal tokens ("do", "Mo") are refused.
const PARTS = /[yYQqMLwIdDecihHKkms]o|(\w)\1*|''|'(''|[^'])+('|$)|./g

const padded = (value: number, length: number) => String(value).padStart(length, '0')

function name(names: string[], index: number, length: number): string {
  const full = names[index]
  if (length === 5) return full[0]
  if (length === 6) return full.slice(0, 2) // EEEEEE: "Mo"
  return length === 4 ? full : full.slice(0, 3)
}

function dayPeriod(hours: number, length: number): string {
  const am = hours < 12
  if (length === 3) return am ? 'am' : 'pm'
  if (length === 4) return am ? 'a.m.' : 'p.m.'
  if (length === 5) return am ? 'a' : 'p'
  return am ? 'AM' : 'PM'
}

function token(date: Date, part: string): string | undefined {
  const length = part.length
  if (length === 2 && part[1] === 'o' && part[0] !== 'o') return undefined
  switch (part[0]) {
    case 'y': {
      const year = date.getFullYear()
      return length === 2 ? padded(year % 100, 2) : padded(year, length)
    }
    case 'M':
      return length <= 2 ? padded(date.getMonth() + 1, length) : length <= 5 ? name(MONTHS, date.getMonth(), length) : undefined
    case 'd':
      return length <= 2 ? padded(date.getDate(), length) : undefined
    case 'E':
      return length <= 6 ? name(WEEKDAYS, date.getDay(), length) : undefined
    case 'H':
      return length <= 2 ? padded(date.getHours(), length) : undefined
    case 'h':
      return length <= 2 ? padded(date.getHours() % 12 || 12, length) : undefined
    case 'm':
      return length <= 2 ? padded(date.getMinutes(), length) : undefined
    case 's':
      return length <= 2 ? padded(date.getSeconds(), length) : undefined
    case 'a':
      return length <= 5 ? dayPeriod(date.getHours(), length) : undefined
    default:
      return undefined
  }
}

/** The tokens of a pattern this formatter refuses ("Q", "do", "EEEEEEE"), for validation to name. */
export function unsupportedTokens(pattern: string): string[] {
  const sample = new Date(2026, 2, 7, 13, 45)
  return (pattern.match(PARTS) ?? []).filter((part) => /^[a-zA-Z]/.test(part) && token(sample, part) === undefined)
}

/** A Date in a date-fns pattern, as date-fns's format writes it for the tokens above; a RangeError for another token. */
export function formatDatePattern(date: Date, pattern: string): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value')
  return (pattern.match(PARTS) ?? [])
    .map((part) => {
      if (part === "''") return "'"
      if (part[0] === "'") return part.replace(/^'([\s\S]*?)'?$/, '$1').replace(/''/g, "'")
      if (!/^[a-zA-Z]/.test(part)) return part
      const written = token(date, part)
      if (written === undefined)
        throw new RangeError(`The date pattern "${pattern}" uses "${part}", which the site does not write; use y, M, d, E, H, h, m, s or a`)
      return written
    })
    .join('')
}
