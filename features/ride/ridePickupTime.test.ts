// Protects the ride's booking window (issue 26, "a pickup time too soon"): a pickup needs the lead time on the service
// area's clock, not the visitor's, and rides are taken at most RIDE_MAX_DAYS_AHEAD ahead.
import { describe, expect, it } from 'vitest'
import { clockNowIn, earliestPickup, pickupTimeProblem, RIDE_LEAD_TIME_MINUTES } from './ridePickupTime.ts'

// 27 November 2026, 11:00 UTC: 12:00 in Berlin, 06:00 in New York, 03:00 in Los Angeles.
const now = new Date('2026-11-27T11:00:00Z')

describe('ride pickup time', () => {
  it('reads the clock of the area, not of the visitor', () => {
    expect(clockNowIn('Europe/Berlin', now)).toBe('2026-11-27T12:00')
    expect(clockNowIn('America/New_York', now)).toBe('2026-11-27T06:00')
  })

  it('refuses a pickup within the lead time and takes one just after it', () => {
    expect(RIDE_LEAD_TIME_MINUTES).toBe(60)
    expect(pickupTimeProblem('2026-11-27T12:30', 'Europe/Berlin', now)).toBe('tooSoon')
    expect(pickupTimeProblem('2026-11-27T12:59', 'Europe/Berlin', now)).toBe('tooSoon')
    expect(pickupTimeProblem('2026-11-27T13:00', 'Europe/Berlin', now)).toBeUndefined()
  })

  it('measures the lead time on the area clock: 08:00 is fine in New York while it is past in Berlin', () => {
    expect(pickupTimeProblem('2026-11-27T08:00', 'America/New_York', now)).toBeUndefined()
    expect(pickupTimeProblem('2026-11-27T08:00', 'Europe/Berlin', now)).toBe('tooSoon')
  })

  it('refuses a past pickup and one too far ahead', () => {
    expect(pickupTimeProblem('2026-11-26T18:00', 'Europe/Berlin', now)).toBe('tooSoon')
    expect(pickupTimeProblem('2027-03-30T12:00', 'Europe/Berlin', now)).toBe('tooFar')
    expect(pickupTimeProblem('2027-02-20T12:00', 'Europe/Berlin', now)).toBeUndefined()
  })

  it('offers as earliest pickup the lead time rounded up to five minutes', () => {
    expect(earliestPickup('Europe/Berlin', new Date('2026-11-27T11:02:00Z'))).toBe('2026-11-27T13:05')
    expect(earliestPickup('America/Los_Angeles', now)).toBe('2026-11-27T04:00')
  })
})
