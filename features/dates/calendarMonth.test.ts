import { describe, expect, it } from 'vitest'
import { monthWeeks, movedDate, shiftMonths } from './calendarMonth.ts'

describe('monthWeeks', () => {
  it('starts weeks on Monday (DE) or Sunday (US): November 2026 begins on a Sunday', () => {
    expect(monthWeeks('2026-11-15', 1)[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(monthWeeks('2026-11-15', 0)[0]).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07'])
  })

  it('covers every day of the month once', () => {
    const days = monthWeeks('2024-02-10', 1).flat().filter(Boolean)
    expect(days).toHaveLength(29)
    expect(days[0]).toBe('2024-02-01')
    expect(days.at(-1)).toBe('2024-02-29')
  })
})

describe('movedDate', () => {
  const ltrMonday = { shift: false, weekStartsOn: 1 as const, rtl: false }
  it.each([
    ['ArrowRight', '2026-11-26'],
    ['ArrowLeft', '2026-11-24'],
    ['ArrowDown', '2026-12-02'],
    ['ArrowUp', '2026-11-18'],
    ['Home', '2026-11-23'],
    ['End', '2026-11-29'],
    ['PageDown', '2026-12-25'],
    ['PageUp', '2026-10-25'],
    ['Tab', undefined],
  ])('%s from Wednesday 2026-11-25 goes to %s', (key, expected) => {
    expect(movedDate('2026-11-25', key, ltrMonday)).toBe(expected)
  })

  it('moves a year with Shift, swaps arrows right-to-left, starts US weeks on Sunday', () => {
    expect(movedDate('2026-11-25', 'PageDown', { ...ltrMonday, shift: true })).toBe('2027-11-25')
    expect(movedDate('2026-11-25', 'ArrowRight', { ...ltrMonday, rtl: true })).toBe('2026-11-24')
    expect(movedDate('2026-11-25', 'Home', { ...ltrMonday, weekStartsOn: 0 })).toBe('2026-11-22')
  })

  it('clamps to the end of a shorter month', () => {
    expect(shiftMonths('2026-03-31', -1)).toBe('2026-02-28')
  })
})
