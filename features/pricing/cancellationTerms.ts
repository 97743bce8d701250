import type { Money, RentalRate } from '../web-api/index.ts'

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

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * "2026-11-28T12:30" less some hours, on the branch's clock: the date-time is read as wall-clock time (UTC arithmetic
 * without a zone), so a daylight-saving change in between moves nothing the visitor reads.
 */
export function localDateTimeMinusHours(localDateTime: string, hours: number): string {
  const [date, time = '00:00'] = localDateTime.split('T')
  const [year, month, day] = date!.split('-').map(Number)
  const [hour, minute] = time.split(':').map(Number)
  const moment = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!) - hours * 3_600_000)
  return `${moment.getUTCFullYear()}-${pad(moment.getUTCMonth() + 1)}-${pad(moment.getUTCDate())}T${pad(moment.getUTCHours())}:${pad(moment.getUTCMinutes())}`
}

/** Amounts in the total's digits: whole-unit currencies stay whole. */
function like(total: Money, amount: number): Money {
  return { amount: Number.isInteger(total.amount) ? Math.round(amount) : Math.round(amount * 100) / 100, currency: total.currency }
}

/**
 * The terms a booking at `rate` has (design of issue 25): free until `freeCancellationHours` before pickup, then
 * `lateCancellationFeeDays` rental days of the booking's total, never more than the total; the API cancels by the same
 * numbers (api/routes/reservation.ts), the funnel, the confirmation and the mail say them in words.
 */
export function cancellationTerms(rate: RentalRate, booking: { pickupDate: string; total: Money; days: number }): CancellationTerms {
  const { total, days } = booking
  const lateFee = like(total, Math.min(total.amount, (rate.lateCancellationFeeDays * total.amount) / Math.max(1, days)))
  const noShowFee = rate.noShowFee === 'wholeRental' ? total : rate.noShowFee === 'lateCancellationFee' ? lateFee : like(total, 0)
  return {
    freeUntil: localDateTimeMinusHours(booking.pickupDate, rate.freeCancellationHours),
    freeUntilPickup: rate.freeCancellationHours === 0,
    lateFee,
    lateFeeDays: rate.lateCancellationFeeDays,
    noShow: rate.noShowFee,
    noShowFee,
  }
}
