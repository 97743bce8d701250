import { describe, expect, it } from 'vitest'
import { firstOpenDayFrom, isClosedOn, isOpenAt, openingIntervalsOn, weekdayIndex } from './openingHours.ts'
import type { OpeningHours } from '../web-api/index.ts'

const weekday = [{ open: '07:30', close: '18:00' }]
const cityBranch: OpeningHours = {
  weekdays: [weekday, weekday, weekday, weekday, weekday, [{ open: '08:00', close: '13:00' }], []],
  closedDates: ['2026-12-25'],
}

describe('opening hours', () => {
  it.each([
    ['2026-11-23', 0],
    ['2026-11-28', 5],
    ['2026-11-29', 6],
    ['2024-02-29', 3],
  ])('%s is weekday %i counted from Monday', (date, index) => {
    expect(weekdayIndex(date)).toBe(index)
  })

  it('closes on the closed weekday and on closed dates, nowhere else', () => {
    expect(isClosedOn(cityBranch, '2026-11-29')).toBe(true)
    expect(isClosedOn(cityBranch, '2026-12-25')).toBe(true)
    expect(isClosedOn(cityBranch, '2026-11-28')).toBe(false)
    expect(openingIntervalsOn(cityBranch, '2026-11-28')).toEqual([{ open: '08:00', close: '13:00' }])
  })

  it.each([
    ['2026-11-28', '2026-11-28'],
    ['2026-11-29', '2026-11-30'],
    ['2026-12-25', '2026-12-26'],
  ])('the first open day from %s is %s', (from, open) => {
    expect(firstOpenDayFrom(cityBranch, from)).toBe(open)
  })

  it('a branch closed for a month has no first open day', () => {
    expect(firstOpenDayFrom({ weekdays: [[], [], [], [], [], [], []], closedDates: [] }, '2026-11-28')).toBeUndefined()
  })

  it.each([
    ['07:29', false],
    ['07:30', true],
    ['12:30', true],
    ['18:00', true],
    ['18:30', false],
  ])('on a weekday %s is open: %s', (clock, open) => {
    expect(isOpenAt(cityBranch, '2026-11-24', clock)).toBe(open)
  })
})
