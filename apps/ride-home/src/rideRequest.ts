import { compareIsoDates, isIsoDate, parseClock } from '../../../engine/appSdk.ts'
import { checkRiderContact, clockNowIn, pickupTimeProblem, type RiderContact, type RiderProblem } from '../../../features/ride/index.ts'

export interface RideRequestInput extends RiderContact {
  pickupId?: string
  dropoffId?: string
  date: string
  time: string
  rideClass?: string
  /** The clock of the pickup's service area: the lead time is measured on it. */
  timeZone: string
}

export type RideFieldProblem = 'required' | 'sameAddress' | 'past' | 'tooSoon' | 'tooFar' | RiderProblem
export type RideRequestErrors = Partial<
  Record<'pickup' | 'dropoff' | 'date' | 'time' | 'rideClass' | 'name' | 'email' | 'phone', RideFieldProblem>
>

/** What a ride request lacks before it can be sent; `now` is a seam for tests. The API checks the same again. */
export function rideRequestErrors(input: RideRequestInput, now = new Date()): RideRequestErrors {
  const errors: RideRequestErrors = {}
  if (!input.pickupId) errors.pickup = 'required'
  if (!input.dropoffId) errors.dropoff = 'required'
  else if (input.dropoffId === input.pickupId) errors.dropoff = 'sameAddress'
  const today = clockNowIn(input.timeZone, now).slice(0, 10)
  if (!isIsoDate(input.date)) errors.date = 'required'
  else if (compareIsoDates(input.date, today) < 0) errors.date = 'past'
  if (!parseClock(input.time)) errors.time = 'required'
  else if (!errors.date) {
    const problem = pickupTimeProblem(`${input.date}T${input.time}`, input.timeZone, now)
    if (problem === 'tooFar') errors.date = 'tooFar'
    else if (problem) errors.time = problem
  }
  if (!input.rideClass) errors.rideClass = 'required'
  Object.assign(errors, checkRiderContact(input))
  return errors
}
