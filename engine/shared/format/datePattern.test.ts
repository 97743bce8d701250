import { format } from 'date-fns'
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatDatePattern, unsupportedTokens } from './datePattern.ts'

// The browser writes dates without date-fns (too large for every island, see datePattern.ts); it must write
// exactly what date-fns writes.
const marketPatterns = readdirSync('markets').flatMap((file) => {
  const formats = (JSON.parse(readFileSync(`markets/${file}`, 'utf8')) as { formats?: Record<string, unknown> }).formats ?? {}
  return ['date', 'time', 'nameDate'].map((key) => formats[key]).filter((value): value is string => typeof value === 'string')
})
const patterns = [
  ...new Set([
    ...marketPatterns,
    'dd.MM.yyyy',
    'MM/dd/yyyy',
    'd.M.yy',
    'y-M-d',
    'yyyyy',
    'MMM d, yyyy',
    'MMMMM',
    "EEEE, d. MMMM yyyy 'um' HH:mm:ss",
    'E EE EEE EEEEE EEEEEE',
    'h:mm a',
    'hh:mm aa',
    'h aaa',
    'h aaaa',
    'h aaaaa',
    "h 'o''clock'",
    "''yy''",
    "'unterminated",
    'H.m.s',
  ]),
]
// Every month and weekday, around midnight and noon, a year below 1000 and a year 2000.
const dates = [
  ...Array.from({ length: 12 }, (_, month) => new Date(2026, month, 1 + month * 2, month * 2, month * 5, month)),
  new Date(2026, 11, 31, 23, 59, 59),
  new Date(2027, 0, 1, 0, 0, 0),
  new Date(2026, 5, 15, 12, 0, 0),
  new Date(2000, 1, 29, 11, 59, 0),
  new Date(987, 3, 9, 7, 8, 9),
]

describe('formatDatePattern', () => {
  it.each(patterns)('writes "%s" as date-fns does', (pattern) => {
    for (const date of dates) expect(formatDatePattern(date, pattern)).toBe(format(date, pattern))
  })

  it('takes every pattern of the markets', () => {
    expect(marketPatterns.length).toBeGreaterThan(10)
    expect(marketPatterns.flatMap(unsupportedTokens)).toEqual([])
  })

  it.each([
    ['do MMMM', ['do']],
    ['QQQ yyyy', ['QQQ']],
    ['dd.MM.yyyy foo', ['f', 'oo']],
    ['P', ['P']],
  ])('refuses "%s" (date-fns would write it differently or it means nothing): %j', (pattern, tokens) => {
    expect(unsupportedTokens(pattern)).toEqual(tokens)
    expect(() => formatDatePattern(new Date(2026, 0, 1), pattern)).toThrow(RangeError)
  })

  it('refuses an invalid date as date-fns does', () => {
    expect(() => formatDatePattern(new Date(Number.NaN), 'dd.MM.yyyy')).toThrow('Invalid time value')
  })
})
