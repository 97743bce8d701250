import { describe, expect, it } from 'vitest'
import { driverAgeChoices, offeredDriverAge } from './driverAgeChoices.ts'

describe('driverAgeChoices: the age list offers only the ages the market rents to', () => {
  it.each([
    ['Germany: 18 to 24', { minimumDriverAge: 18, youngDriverAge: 25 }, [18, 19, 20, 21, 22, 23, 24]],
    ['United States, UAE, Poland: 21 to 24', { minimumDriverAge: 21, youngDriverAge: 25 }, [21, 22, 23, 24]],
    ['Ireland, Cyprus, Malta, Mexico: nobody under 25, no list', { minimumDriverAge: 25, youngDriverAge: 25 }, []],
    ['a young-driver age other than 25', { minimumDriverAge: 20, youngDriverAge: 23 }, [20, 21, 22]],
    ['a minimum above the young-driver age', { minimumDriverAge: 26, youngDriverAge: 25 }, []],
  ])('%s', (_market, rules, ages) => {
    expect(driverAgeChoices(rules)).toEqual(ages)
  })

  it('keeps an age of the search only when the market offers it', () => {
    const us = { minimumDriverAge: 21, youngDriverAge: 25 }
    expect(offeredDriverAge(22, us)).toBe(22)
    expect(offeredDriverAge(19, us)).toBeUndefined()
    expect(offeredDriverAge(30, us)).toBeUndefined()
    expect(offeredDriverAge(undefined, us)).toBeUndefined()
  })
})
