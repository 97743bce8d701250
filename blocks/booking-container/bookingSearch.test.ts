import { describe, expect, it } from 'vitest'
import { findBookingSearchErrors, type BookingSearch } from './bookingSearch.ts'

const valid: BookingSearch = { pickup: 'Munich Airport', pickupDate: '2026-12-01', pickupTime: '12:30', returnDate: '2026-12-04', returnTime: '08:30' }

describe('findBookingSearchErrors', () => {
  it.each<[string, Partial<BookingSearch>, string[]]>([
    ['a complete search', {}, []],
    ['an empty location', { pickup: '   ' }, ['pickup']],
    ['a missing pickup date', { pickupDate: '' }, ['pickupDate']],
    ['a pickup before today', { pickupDate: '2026-11-01' }, ['pickupInPast']],
    ['a return before pickup', { returnDate: '2026-11-30' }, ['returnBeforePickup']],
    ['a return at the pickup minute', { returnDate: '2026-12-01', returnTime: '12:30' }, ['returnBeforePickup']],
  ])('%s', (_, change, expected) => {
    expect(findBookingSearchErrors({ ...valid, ...change }, '2026-11-22')).toEqual(expected)
  })
})
