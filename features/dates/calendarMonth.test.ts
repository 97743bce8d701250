import { describe, expect, it } from 'vitest'
import { addDays, addMonths, addYears, endOfMonth, endOfWeek, parseISO, startOfMonth, startOfWeek } from 'date-fns'
import { monthWeeks, movedDate, shiftMonths } from './calendarMonth.ts'

describe('monthWeeks', () => {
  it('starts weeks on Monday (DE) or Sunday (US): November 2026 begins on a Sunday', () => {
    expect(monthWeeks('2026-11-15', 1)[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(monthWeeks('2026-11-15', 0)[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ])
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

// The grid's calendar math was date-fns's until date-fns left the browser bundle: it must answer as date-fns did.
describe('the same answers as date-fns', () => {
  const iso = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
  const days = Array.from({ length: 3 * 366 }, (_, index) => iso(addDays(new Date(2024, 0, 1), index)))
  const keys = ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home', 'End', 'PageUp', 'PageDown']

  function dateFnsMoved(isoDate: string, key: string, options: { shift: boolean; weekStartsOn: 0 | 1; rtl: boolean }): string {
    const date = parseISO(isoDate)
    const forward = options.rtl ? -1 : 1
    // biome-ignore-start lint/correctness/noComponentHookFactories: the names are keyboard keys, not components
    const moved = {
      ArrowRight: () => addDays(date, forward),
      ArrowLeft: () => addDays(date, -forward),
      ArrowDown: () => addDays(date, 7),
      ArrowUp: () => addDays(date, -7),
      Home: () => startOfWeek(date, { weekStartsOn: options.weekStartsOn }),
      End: () => endOfWeek(date, { weekStartsOn: options.weekStartsOn }),
      PageUp: () => (options.shift ? addYears(date, -1) : addMonths(date, -1)),
      PageDown: () => (options.shift ? addYears(date, 1) : addMonths(date, 1)),
    }[key]!
    // biome-ignore-end lint/correctness/noComponentHookFactories: end of the key table
    return iso(moved())
  }

  it('moves every day of 2024 to 2026 as date-fns did, for every key, week start, direction and Shift', () => {
    for (const day of days) {
      for (const key of keys) {
        for (const options of [
          { shift: false, weekStartsOn: 1 as const, rtl: false },
          { shift: true, weekStartsOn: 0 as const, rtl: true },
        ]) {
          expect(movedDate(day, key, options), `${day} ${key} ${JSON.stringify(options)}`).toBe(dateFnsMoved(day, key, options))
        }
      }
    }
  })

  it('lays out every month of 2024 to 2026 as date-fns did', () => {
    for (const day of days.filter((value) => value.endsWith('-15'))) {
      for (const weekStartsOn of [0, 1] as const) {
        const first = startOfMonth(parseISO(day))
        const expected: (string | null)[][] = []
        for (let start = startOfWeek(first, { weekStartsOn }); start <= endOfMonth(first); start = addDays(start, 7)) {
          expected.push(
            Array.from({ length: 7 }, (_, offset) => addDays(start, offset)).map((date) =>
              date.getMonth() === first.getMonth() ? iso(date) : null,
            ),
          )
        }
        expect(monthWeeks(day, weekStartsOn)).toEqual(expected)
      }
    }
  })
})
