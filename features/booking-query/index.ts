/**
 * The address of a rental search (?branch=…&pickupAt=…&returnAt=…, the online booking of SPEC §2): written by the booking search and read by
 * the pages and micro-apps after it, so a search survives a reload and can be shared.
 */
export {
  bookingQueryString,
  readBookingQuery,
  DRIVER_AGE_MIN,
  DRIVER_AGE_MAX,
  type BookingQuery,
  type BookingSearchQuery,
} from './bookingQuery.ts'
