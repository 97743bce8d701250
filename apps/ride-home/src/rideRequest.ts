import { clockOf, compareIsoDates, isIsoDate, parseClock, todayIso } from '../../../engine/appSdk.ts'

export interface RideRequestInput {
  pickupId?: string
  dropoffId?: string
  date: string
  time: string
}

export type RideRequestErrors = Partial<Record<'pickup' | 'dropoff' | 'date' | 'time', 'required' | 'sameAddress' | 'past'>>

/** What a ride request lacks before it can be sent; `now` is the visitor's clock (a seam for tests). */
export function rideRequestErrors(input: RideRequestInput, now = new Date()): RideRequestErrors {
  const errors: RideRequestErrors = {}
  if (!input.pickupId) errors.pickup = 'required'
  if (!input.dropoffId) errors.dropoff = 'required'
  else if (input.dropoffId === input.pickupId) errors.dropoff = 'sameAddress'
  const today = todayIso(now)
  if (!isIsoDate(input.date)) errors.date = 'required'
  else if (compareIsoDates(input.date, today) < 0) errors.date = 'past'
  if (!parseClock(input.time)) errors.time = 'required'
  else if (!errors.date && input.date === today && input.time <= clockOf(now)) errors.time = 'past'
  return errors
}
