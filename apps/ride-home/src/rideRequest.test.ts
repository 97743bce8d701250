// Protects what the ride form refuses before sending (issue 26): a missing or repeated address, a pickup within the
// lead time on the service area's clock (not the visitor's), a missing class and the rider's contact details.
import { describe, expect, it } from 'vitest'
import { rideRequestErrors } from './rideRequest.ts'

// 12:00 in Berlin, 06:00 in New York.
const now = new Date('2026-11-27T11:00:00Z')
const complete = {
  pickupId: 'de-berlin-1',
  dropoffId: 'de-berlin-6',
  date: '2026-11-27',
  time: '14:00',
  rideClass: 'business',
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: '+49 30 1234567',
  timeZone: 'Europe/Berlin',
}

describe('rideRequestErrors', () => {
  it('accepts a complete request', () => expect(rideRequestErrors(complete, now)).toEqual({}))

  it('asks for every field', () =>
    expect(rideRequestErrors({ date: '', time: '', name: '', email: '', phone: '', timeZone: 'Europe/Berlin' }, now)).toEqual({
      pickup: 'required',
      dropoff: 'required',
      date: 'required',
      time: 'required',
      rideClass: 'required',
      name: 'required',
      email: 'required',
      phone: 'required',
    }))

  it('refuses the same address twice', () =>
    expect(rideRequestErrors({ ...complete, dropoffId: 'de-berlin-1' }, now)).toEqual({ dropoff: 'sameAddress' }))

  it('refuses a pickup within the lead time on the area clock', () => {
    expect(rideRequestErrors({ ...complete, time: '12:30' }, now)).toEqual({ time: 'tooSoon' })
    expect(rideRequestErrors({ ...complete, time: '08:00', timeZone: 'America/New_York' }, now)).toEqual({})
  })

  it('refuses a past day and one too far ahead', () => {
    expect(rideRequestErrors({ ...complete, date: '2026-11-26' }, now)).toEqual({ date: 'past' })
    expect(rideRequestErrors({ ...complete, date: '2027-06-01' }, now)).toEqual({ date: 'tooFar' })
  })

  it('refuses a malformed email and phone', () =>
    expect(rideRequestErrors({ ...complete, email: 'ana', phone: 'x' }, now)).toEqual({ email: 'email', phone: 'phone' }))
})
