// Protects what the ride form refuses before sending (issue 26): a missing or repeated address, a pickup within the
// lead time on the service area's clock (not the visitor's), a missing class and the rider's contact details; and what
// a submit does with the API's answer: the booking, refused fields back at their field, an API out of reach kept apart.
import { describe, expect, it, vi } from 'vitest'
import { fail, ok } from '../../../engine/testing/apiResults.ts'
import { testEnv } from '../../../engine/testing/renderBlockToString.tsx'
import type { RideBooking, RideCalls } from '../../../features/web-api/index.ts'
import { type RideSending, rideRequestErrors, submitRideRequest } from './rideRequest.ts'

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

describe('submitRideRequest', () => {
  // A day well ahead, so the lead time is met whenever the test runs.
  const draft = {
    pickup: { id: 'de-berlin-1' },
    dropoff: { id: 'de-berlin-6' },
    dateText: '01.02.2027',
    time: '14:00',
    rideClass: 'business',
    contact: { name: 'Ana Lopez', email: 'ana@example.com', phone: '+49 30 1234567' },
    timeZone: 'Europe/Berlin',
  } as unknown as Parameters<typeof submitRideRequest>[0]
  const submit = async (answer: Awaited<ReturnType<RideCalls['requestRide']>>, ready = true) => {
    const requestRide = vi.fn(async () => answer)
    const sending = {
      api: { requestRide } as unknown as RideCalls,
      host: { locale: 'de-DE', formats: testEnv.formats },
      country: 'DE',
      pattern: 'dd.MM.yyyy',
      preloadConfirmation: vi.fn(),
      setErrors: vi.fn(),
      setSubmitCount: vi.fn(),
      setSend: vi.fn(),
      setEstimateAttempt: vi.fn(),
      onBooked: vi.fn(),
    } satisfies RideSending
    await submitRideRequest(draft, ready, sending)
    return { requestRide, ...sending }
  }

  it('sends a complete request with the day read in the market pattern, and hands on the booking', async () => {
    const ride = { reference: 'R-1' } as RideBooking
    const sent = await submit(ok(ride))
    expect(sent.requestRide).toHaveBeenCalledWith(expect.objectContaining({ pickupAt: '2027-02-01T14:00', country: 'DE', locale: 'de-DE' }))
    expect(sent.setErrors).toHaveBeenCalledWith({})
    expect(sent.setSend).toHaveBeenCalledWith({ status: 'sending' })
    expect(sent.onBooked).toHaveBeenCalledWith(ride)
  })

  it('sends nothing while the estimate is not there', async () => {
    const sent = await submit(ok({} as RideBooking), false)
    expect(sent.requestRide).not.toHaveBeenCalled()
  })

  it('puts what the API refuses back at its field, and asks for the estimate again for a ride outside the area', async () => {
    const tooSoon = await submit(fail({ kind: 'http', path: '/v1/ride/requests', status: 422, message: 'too soon', code: 'tooSoon' }))
    expect(tooSoon.setErrors).toHaveBeenLastCalledWith({ time: 'tooSoon' })
    expect(tooSoon.setSend).toHaveBeenLastCalledWith({ status: 'idle' })
    const outside = await submit(
      fail({ kind: 'http', path: '/v1/ride/requests', status: 422, message: 'outside', code: 'outsideServiceArea' }),
    )
    expect(outside.setEstimateAttempt).toHaveBeenCalled()
    expect(outside.setSend).toHaveBeenLastCalledWith({ status: 'failed', reason: 'refused' })
  })

  it('says an API out of reach or busy apart from a refusal', async () => {
    const offline = await submit(fail({ kind: 'network', path: '/v1/ride/requests', message: 'offline' }))
    expect(offline.setSend).toHaveBeenLastCalledWith({ status: 'failed', reason: 'unavailable' })
    const busy = await submit(fail({ kind: 'http', path: '/v1/ride/requests', status: 429, message: 'busy' }))
    expect(busy.setSend).toHaveBeenLastCalledWith({ status: 'failed', reason: 'unavailable' })
  })
})
