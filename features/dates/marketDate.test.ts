import { describe, expect, it } from 'vitest'
import { formatMarketDate, patternForPeople } from './marketDate.ts'
import { parseMarketDate } from './parseMarketDate.ts'

describe('market dates', () => {
  it.each([
    ['dd.MM.yyyy', '24.12.2026'],
    ['MM/dd/yyyy', '12/24/2026'],
    ['dd/MM/yyyy', '24/12/2026'],
    ['dd-MM-yyyy', '24-12-2026'],
  ])('%s shows 2026-12-24 as %s and reads it back', (pattern, text) => {
    expect(formatMarketDate('2026-12-24', pattern)).toBe(text)
    expect(parseMarketDate(` ${text} `, pattern)).toBe('2026-12-24')
  })

  it.each([
    ['2026-12-24', 'dd.MM.yyyy'],
    ['24/12/2026', 'dd.MM.yyyy'],
    ['31.02.2026', 'dd.MM.yyyy'],
    ['24.12.026', 'dd.MM.yyyy'],
    ['2.1.20266', 'dd.MM.yyyy'],
    ['12.24.2026', 'dd.MM.yyyy'],
    ['24/12/2026', 'MM/dd/yyyy'],
    ['tomorrow', 'MM/dd/yyyy'],
    ['', 'MM/dd/yyyy'],
  ])('refuses "%s" in a %s market instead of guessing', (text, pattern) => {
    expect(parseMarketDate(text, pattern)).toBeUndefined()
  })

  it.each([
    ['1.12.2026', 'dd.MM.yyyy', '2026-12-01'],
    ['01.12.26', 'dd.MM.yyyy', '2026-12-01'],
    ['1.2.26', 'dd.MM.yyyy', '2026-02-01'],
    ['12/1/2026', 'MM/dd/yyyy', '2026-12-01'],
    ['12/01/26', 'MM/dd/yyyy', '2026-12-01'],
  ])('typed "%s" refused in a %s market: reads it as %s (days and months without zero, two-digit years)', (text, pattern, iso) => {
    expect(parseMarketDate(text, pattern, new Date(2026, 10, 23))).toBe(iso)
  })

  it('writes the pattern with the letters of the language', () => {
    expect(patternForPeople('dd.MM.yyyy', { day: 'TT', month: 'MM', year: 'JJJJ' })).toBe('TT.MM.JJJJ')
    expect(patternForPeople('MM/dd/yyyy', { day: 'DD', month: 'MM', year: 'YYYY' })).toBe('MM/DD/YYYY')
  })
})
