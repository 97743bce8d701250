import { describe, expect, it } from 'vitest'
import { AVAILABILITIES, minimumBudget, parseBudget, parseFilters, serializeFilters } from './plusFilters.ts'

describe('parseFilters', () => {
  it.each([
    ['', {}, []],
    ['?engine=electric&budget=600', { engine: 'electric', budget: 600 }, []],
    [
      '?availability=twoWeeks&automatic=1&type=suv&age=23&branch=de-muc-airport',
      { availability: 'twoWeeks', automatic: true, bodyType: 'suv', driverAge: 23, branchId: 'de-muc-airport' },
      [],
    ],
    ['?engine=steam&type=rocket', {}, ['engine', 'bodyType']],
    ['?budget=abc', {}, ['budget']],
    ['?budget=50', {}, ['budget']],
    ['?budget=650', { budget: 700 }, []],
    ['?age=17&automatic=yes', {}, ['automatic', 'driverAge']],
    ['?utm_source=mail&__api_failure=error', {}, []],
  ])('%s', (search, filters, rejected) => {
    expect(parseFilters(search)).toEqual({ filters, rejected })
  })

  it('rejects a branch the list does not offer', () => {
    expect(parseFilters('?branch=de-nowhere', { branchIds: ['de-muc-airport'] })).toEqual({ filters: {}, rejected: ['branchId'] })
  })

  it('rejects a budget below the market minimum', () => {
    expect(parseFilters('?budget=300', { minimumBudgetValue: 400 }).rejected).toEqual(['budget'])
  })
})

describe('serializeFilters', () => {
  it('writes the filters in a fixed order after other parameters, which it keeps', () => {
    expect(serializeFilters({ budget: 600, engine: 'electric', automatic: true })).toBe('?engine=electric&automatic=1&budget=600')
    expect(serializeFilters({}, '?engine=hybrid&utm_source=mail')).toBe('?utm_source=mail')
    expect(serializeFilters({ engine: 'electric', bodyType: 'convertible', budget: 600 }, '?engine=electric&budget=600')).toBe(
      '?engine=electric&type=convertible&budget=600',
    )
    expect(serializeFilters({})).toBe('')
  })

  it('round-trips every filter', () => {
    const filters = {
      availability: 'oneToTwoMonths',
      engine: 'hybrid',
      automatic: true,
      bodyType: 'multiseater7',
      driverAge: 25,
      budget: 900,
      branchId: 'gb-lhr-airport',
    } as const
    expect(parseFilters(serializeFilters(filters)).filters).toEqual(filters)
  })
})

describe('budget', () => {
  it.each([
    ['600', 100, { budget: 600 }],
    ['601', 100, { budget: 700 }],
    ['  400 ', 400, { budget: 400 }],
    ['399', 400, { problem: 'belowMinimum' }],
    ['', 100, { problem: 'notANumber' }],
    ['12abc', 100, { problem: 'notANumber' }],
    ['-300', 100, { problem: 'notANumber' }],
  ])('parseBudget(%j, min %d)', (text, minimum, expected) => {
    expect(parseBudget(text, minimum)).toEqual(expected)
  })

  it('starts at the step of 100 that covers the cheapest offer', () => {
    expect(minimumBudget(349)).toBe(400)
    expect(minimumBudget(400)).toBe(400)
    expect(minimumBudget(12)).toBe(100)
  })
})

it('has exactly the six availability options of SPEC §9', () => {
  expect(AVAILABILITIES).toHaveLength(6)
})
