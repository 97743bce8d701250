import { atom } from 'jotai'

/** The search a visitor is putting together; islands on the same page read and write the same atom. */
export interface BookingSearch {
  pickup: string
  pickupDate: string
  pickupTime: string
  returnDate: string
  returnTime: string
}

export const bookingSearchAtom = atom<BookingSearch | null>(null)

export type BookingSearchError = 'pickup' | 'pickupDate' | 'returnDate' | 'returnBeforePickup' | 'pickupInPast'

/** Checks a search before it is sent; `today` is the first allowed pickup date ("yyyy-MM-dd"). */
export function findBookingSearchErrors(search: BookingSearch, today: string): BookingSearchError[] {
  const errors: BookingSearchError[] = []
  if (search.pickup.trim() === '') errors.push('pickup')
  if (search.pickupDate === '') errors.push('pickupDate')
  else if (search.pickupDate < today) errors.push('pickupInPast')
  if (search.returnDate === '') errors.push('returnDate')
  else if (search.pickupDate !== '' && `${search.returnDate}T${search.returnTime}` <= `${search.pickupDate}T${search.pickupTime}`) {
    errors.push('returnBeforePickup')
  }
  return errors
}
