import { describe, expect, it } from 'vitest'
import { movePickupDate } from './movePickupDate.ts'

const dates = { pickupDate: '2026-12-01', pickupTime: '12:30', returnDate: '2026-12-04', returnTime: '08:30' }

describe('movePickupDate', () => {
  it.each([
    ['a pickup moved past the return takes the return along, keeping the 3 days', '2026-12-10', '2026-12-13'],
    ['a pickup moved onto the return day (return time earlier) moves it too', '2026-12-04', '2026-12-07'],
    ['a pickup moved earlier leaves the return where it is', '2026-11-28', '2026-12-04'],
    ['a pickup moved later but before the return leaves the return', '2026-12-02', '2026-12-04'],
  ])('%s', (_, pickupDate, returnDate) => {
    expect(movePickupDate(dates, pickupDate)).toEqual({ ...dates, pickupDate, returnDate })
  })

  it('an empty return gets the default length; an emptied pickup changes nothing else', () => {
    expect(movePickupDate({ ...dates, returnDate: '' }, '2026-12-10').returnDate).toBe('2026-12-13')
    expect(movePickupDate(dates, '')).toEqual({ ...dates, pickupDate: '' })
  })
})
