import { describe, expect, it } from 'vitest'
import { timeOptions } from './timeOptions.ts'

describe('timeOptions', () => {
  it('offers every half hour when the hours are unknown', () => {
    const all = timeOptions(undefined, '12:30')
    expect(all).toHaveLength(48)
    expect([all[0], all[25], all.at(-1)]).toEqual(['00:00', '12:30', '23:30'])
  })

  it('keeps to the opening hours, closing time included', () => {
    expect(timeOptions([{ open: '08:00', close: '10:00' }], '08:30')).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00'])
  })

  it('keeps the chosen time in the list when it is outside the hours', () => {
    expect(timeOptions([{ open: '10:00', close: '11:00' }], '08:30')).toEqual(['08:30', '10:00', '10:30', '11:00'])
  })
})
