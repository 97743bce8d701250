/**
 * The ride product line (SPEC §7, issue 26): the rules the ride-home app and the reference API share (ride classes,
 * when a pickup may be, the rider's contact details), and the pages' third-party transfer component (where it is
 * loaded from, and the attribute that marks a page that may load it: the build allows its origin in the
 * Content-Security-Policy only on such sites).
 */
export { RIDE_TRANSFER_SRC, RIDE_HOME_ATTRIBUTE } from './rideTransfer.ts'
export { RIDE_CLASSES, RIDE_CLASS_CAPACITY, isRideClass, type RideClass } from './rideClasses.ts'
export {
  RIDE_LEAD_TIME_MINUTES,
  RIDE_MAX_DAYS_AHEAD,
  clockNowIn,
  earliestPickup,
  pickupTimeProblem,
  type PickupTimeProblem,
} from './ridePickupTime.ts'
export { checkRiderContact } from './checkRiderContact.ts'
export { RIDER_LIMITS, type RiderContact, type RiderField, type RiderProblem } from './riderContact.ts'
