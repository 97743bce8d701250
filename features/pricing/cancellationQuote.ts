import type { CancellationQuote, Money, RentalRate, Reservation } from '../web-api/index.ts'

export interface CancellationInput {
  rate: Pick<RentalRate, 'freeCancellationHours' | 'lateCancellationFeeDays'>
  total: Money
  days: number
  /** The pickup, local at the branch ("yyyy-MM-ddTHH:mm"). */
  pickupDate: string
  paid?: Pick<NonNullable<Reservation['paid']>, 'amount' | 'refunded'>
}

/** Amounts in the total's digits: whole-unit currencies (HUF, ISK…) stay whole, the others end in cents. */
function roundedLike(amount: number, like: Money): Money {
  const whole = Number.isInteger(like.amount)
  return { amount: whole ? Math.round(amount) : Math.round(amount * 100) / 100, currency: like.currency }
}

/**
 * The deadline of free cancellation: `freeCancellationHours` before pickup on the branch's wall clock (0: until
 * pickup). Counted on the wall clock, so the deadline a visitor reads is the pickup time moved back by whole hours.
 */
export function freeCancellationUntil(pickupDate: string, freeCancellationHours: number): string {
  const pickup = Date.parse(`${pickupDate}:00Z`)
  return new Date(pickup - freeCancellationHours * 3600_000).toISOString().slice(0, 16)
}

/** The fee of cancelling after the free period: lateCancellationFeeDays × (total ÷ days), never more than the total. */
export function lateCancellationFee(rate: Pick<RentalRate, 'lateCancellationFeeDays'>, total: Money, days: number): Money {
  return roundedLike(Math.min(total.amount, (rate.lateCancellationFeeDays * total.amount) / Math.max(1, days)), total)
}

/**
 * The one computation of a cancellation's fee and refund. `now` is the branch's local clock ("yyyy-MM-ddTHH:mm"):
 * free up to and including the deadline's minute; later the fee is lateCancellationFeeDays × (total ÷ days), at most
 * the total. The refund is what was paid online and not yet refunded, less the fee; what the fee leaves uncovered is
 * owed (a pay-at-pickup booking has nothing to take it from).
 */
export function cancellationQuote(input: CancellationInput, now: string): CancellationQuote {
  const { rate, total, days, pickupDate, paid } = input
  const freeUntil = freeCancellationUntil(pickupDate, rate.freeCancellationHours)
  const free = now <= freeUntil
  const money = (amount: number) => roundedLike(Math.max(0, amount), total)
  const fee = free ? money(0) : lateCancellationFee(rate, total, days)
  const refundable = paid ? paid.amount.amount - (paid.refunded?.amount ?? 0) : 0
  return {
    free,
    freeUntil,
    fee,
    refund: money(refundable - fee.amount),
    feeOwed: money(fee.amount - Math.max(0, refundable)),
  }
}
