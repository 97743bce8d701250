import type { Money, RentalRate } from '../web-api/index.ts'
import { freeCancellationUntil, lateCancellationFee } from './cancellationQuote.ts'

/** A rate's cancellation terms for one booking, in amounts and times the visitor can be shown. */
export interface CancellationTerms {
  /** Cancelling is free until this local date-time of the pickup branch's clock ("2026-11-26T12:30"). */
  freeUntil: string
  /** True when free cancellation runs until the pickup itself (freeCancellationHours 0). */
  freeUntilPickup: boolean
  /** After freeUntil: lateCancellationFeeDays × (total ÷ days), never more than the total; amount 0 without a fee. */
  lateFee: Money
  lateFeeDays: number
  /** Not turning up: nothing, the late fee, or the whole rental. */
  noShow: RentalRate['noShowFee']
  noShowFee: Money
}

/**
 * The terms a booking at `rate` has (design of issue 25): free until `freeCancellationHours` before pickup, then
 * `lateCancellationFeeDays` rental days of the booking's total, never more than the total; the API cancels by the same
 * functions (cancellationQuote.ts), the funnel, the confirmation and the mail say them in words.
 */
export function cancellationTerms(rate: RentalRate, booking: { pickupDate: string; total: Money; days: number }): CancellationTerms {
  const { total, days } = booking
  const lateFee = lateCancellationFee(rate, total, days)
  const noShowFee =
    rate.noShowFee === 'wholeRental' ? total : rate.noShowFee === 'lateCancellationFee' ? lateFee : { amount: 0, currency: total.currency }
  return {
    freeUntil: freeCancellationUntil(booking.pickupDate, rate.freeCancellationHours),
    freeUntilPickup: rate.freeCancellationHours === 0,
    lateFee,
    lateFeeDays: rate.lateCancellationFeeDays,
    noShow: rate.noShowFee,
    noShowFee,
  }
}
