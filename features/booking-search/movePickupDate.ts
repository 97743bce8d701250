import { addIsoDays, parseIsoDate } from '../../engine/sdk.ts'
import type { RentalDates } from './rentalDatesAtoms.ts'

/** The rental length a new search starts with, and keeps when the return must move. */
export const DEFAULT_RENTAL_DAYS = 3

const daysBetween = (from: string, to: string) => Math.round((parseIsoDate(to)!.getTime() - parseIsoDate(from)!.getTime()) / 86_400_000)

/**
 * A new pickup day. A return that the new pickup would pass (or an empty one) moves along and keeps the
 * rental's length, as the big rental sites do, instead of staying behind in error; a later return stays.
 */
export function movePickupDate(dates: RentalDates, pickupDate: string): RentalDates {
  if (pickupDate === '') return { ...dates, pickupDate }
  const returnAt = `${dates.returnDate}T${dates.returnTime}`
  if (dates.returnDate !== '' && returnAt > `${pickupDate}T${dates.pickupTime}`) return { ...dates, pickupDate }
  const length =
    dates.pickupDate !== '' && dates.returnDate !== '' ? Math.max(1, daysBetween(dates.pickupDate, dates.returnDate)) : DEFAULT_RENTAL_DAYS
  return { ...dates, pickupDate, returnDate: addIsoDays(pickupDate, length) }
}
