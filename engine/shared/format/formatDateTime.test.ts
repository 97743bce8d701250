import { describe, expect, it } from 'vitest'
import { formatClockTime, formatIsoDate, formatLocalDateTime } from './formatDateTime.ts'

const german = { date: 'dd.MM.yyyy', time: 'HH:mm', hour12Format: false }
const american = { date: 'MM/dd/yyyy', time: 'h:mm a', hour12Format: true }

describe('formatIsoDate', () => {
  it.each([
    ['2026-12-24', german, '24.12.2026'],
    ['2026-12-24', american, '12/24/2026'],
    ['2026-02-30', german, undefined],
    ['yesterday', german, undefined],
  ])('%s with %j is %s', (iso, formats, expected) => {
    expect(formatIsoDate(iso, formats)).toBe(expected)
  })
})

describe('formatClockTime', () => {
  it.each([
    ['12:30', german, '12:30'],
    ['12:30', american, '12:30 PM'],
    ['08:30', american, '8:30 AM'],
    ['25:00', german, undefined],
    ['8:30', german, undefined],
  ])('%s with %j is %s', (clock, formats, expected) => {
    expect(formatClockTime(clock, formats)).toBe(expected)
  })
})

describe('formatLocalDateTime', () => {
  it('writes the day in the market pattern and the time in its clock', () => {
    expect(formatLocalDateTime('2026-12-01T12:30', american)).toBe('12/01/2026, 12:30 PM')
    expect(formatLocalDateTime('2026-12-04T08:30', german)).toBe('04.12.2026, 08:30')
    expect(formatLocalDateTime('2026-12-04', german)).toBeUndefined()
  })
})
