import { describe, expect, it } from 'vitest'
import {
  addIsoDays,
  clockOf,
  clockValue,
  compareIsoDates,
  isIsoDate,
  parseLocalDateTime,
  toIsoDate,
  toUtcIsoDate,
  weekdayIndex,
} from './isoDate.ts'

describe('calendar days "yyyy-MM-dd"', () => {
  it.each([
    ['2026-12-24', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['24.12.2026', false],
    ['2026-1-5', false],
  ])('%s is a calendar day: %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected)
  })

  it('writes a Date in the local clock, or in UTC for the server', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
    expect(toUtcIsoDate(new Date(Date.UTC(2026, 0, 5, 23, 59)))).toBe('2026-01-05')
  })

  it('adds days across months, years and daylight saving changes', () => {
    expect(addIsoDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(addIsoDays('2026-03-28', 2)).toBe('2026-03-30')
    expect(addIsoDays('2024-03-01', -1)).toBe('2024-02-29')
  })

  it('compares as text and counts weekdays from Monday', () => {
    expect(compareIsoDates('2026-12-24', '2027-01-01')).toBeLessThan(0)
    expect(compareIsoDates('2026-12-24', '2026-12-24')).toBe(0)
    expect(weekdayIndex('2026-11-23')).toBe(0)
    expect(weekdayIndex('2026-11-29')).toBe(6)
  })
})

describe('clock times and local date-times', () => {
  it('pads the default pickup time of SPEC §9', () => {
    expect(clockValue({ hour: 8, minute: 30 })).toBe('08:30')
    expect(clockOf(new Date(2026, 0, 1, 7, 5))).toBe('07:05')
  })

  it.each([
    ['2026-12-01T12:30', { date: '2026-12-01', clock: '12:30' }],
    ['2026-12-01T24:30', undefined],
    ['2026-02-30T12:30', undefined],
    ['2026-12-01 12:30', undefined],
    [42, undefined],
  ])('%s reads as %j', (value, expected) => {
    expect(parseLocalDateTime(value)).toEqual(expected)
  })
})
