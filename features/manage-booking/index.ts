/**
 * The manage-booking feature's public entry (SPEC §7): the checks of the booking lookup form (reservation number and
 * last name), shared by the manage-booking block and the mysixt app. Code outside features/manage-booking/ imports
 * this file only (`npm run boundaries`, rule feature-through-its-entry); plain logic, no React.
 */

export {
  checkLookup,
  normalizedReservationNumber,
  LAST_NAME_MAX_LENGTH,
  type LookupField,
  type LookupProblem,
} from './checkLookup.ts'

/** The booking's pickup and return as an iCalendar file (add to calendar), times converted from the branch's clock. */
export { bookingCalendar, localToUtc, type CalendarStop } from './bookingCalendar.ts'
