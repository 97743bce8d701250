import { atom } from '../../engine/sdk.ts'

/** The chosen dates ("yyyy-MM-dd", "" when none) and times ("HH:mm") of a search; null until the browser has filled in defaults. */
export interface RentalDates {
  pickupDate: string
  pickupTime: string
  returnDate: string
  returnTime: string
}

export type DateFieldName = keyof RentalDates

export type DateProblemReason = 'required' | 'format' | 'beforeMin' | 'closed' | 'outsideHours' | 'pickupInPast' | 'returnBeforePickup'

/** Why a field cannot be used, with the values its message needs (already formatted for the market). */
export interface DateProblem {
  reason: DateProblemReason
  values?: Record<string, string>
}

export const rentalDatesAtom = atom<RentalDates | null>(null)

/** Problems per field; set by the fields (typed dates), by the closed-day check and by the form when it is sent. */
export const dateProblemsAtom = atom<Partial<Record<DateFieldName, DateProblem>>>({})

export const PROBLEM_KEYS: Record<DateProblemReason, string> = {
  required: 'common.requiredField',
  format: 'pickupDatePicker.errorFormat',
  beforeMin: 'pickupDatePicker.errorBeforeMin',
  closed: 'pickupDatePicker.branchClosed',
  outsideHours: 'pickupDatePicker.timeOutsideHours',
  pickupInPast: 'bookingContainer.errorPickupInPast',
  returnBeforePickup: 'bookingContainer.errorReturnBeforePickup',
}
