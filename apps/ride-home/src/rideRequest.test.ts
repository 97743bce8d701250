// Protects the ride-home form: both addresses, different ones, and a time that has not passed.
import { describe, expect, it } from 'vitest'
import { rideRequestErrors } from './rideRequest.ts'

const NOW = new Date(2026, 10, 23, 14, 5)

describe('rideRequestErrors', () => {
  it.each([
    [{ pickupId: 'a', dropoffId: 'b', date: '2026-11-24', time: '08:00' }, {}],
    [{ pickupId: 'a', dropoffId: 'b', date: '2026-11-23', time: '14:30' }, {}],
    [
      { date: '2026-11-24', time: '08:00' },
      { pickup: 'required', dropoff: 'required' },
    ],
    [{ pickupId: 'a', dropoffId: 'a', date: '2026-11-24', time: '08:00' }, { dropoff: 'sameAddress' }],
    [{ pickupId: 'a', dropoffId: 'b', date: '2026-11-22', time: '08:00' }, { date: 'past' }],
    [{ pickupId: 'a', dropoffId: 'b', date: '2026-11-23', time: '14:00' }, { time: 'past' }],
    [
      { pickupId: 'a', dropoffId: 'b', date: 'garbage', time: '25:99' },
      { date: 'required', time: 'required' },
    ],
    [
      { pickupId: 'a', dropoffId: 'b', date: '', time: '' },
      { date: 'required', time: 'required' },
    ],
  ])('%j → %j', (input, expected) => {
    expect(rideRequestErrors(input, NOW)).toEqual(expected)
  })
})
