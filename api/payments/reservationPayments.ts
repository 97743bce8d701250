import type { Money, Reservation } from '../../features/web-api/index.ts'

type Paid = NonNullable<Reservation['paid']>

const plus = (a: Money, b: Money): Money => ({ amount: Math.round((a.amount + b.amount) * 100) / 100, currency: a.currency })

/**
 * Gives back part or all of what a reservation paid online (a cancellation within its terms, a cheaper change) and
 * answers its payment afterwards. Nothing paid online (pay at pickup): nothing to refund.
 * TODO(issue 25, payment branch): through the provider's ledger (api/payments), refusing more than was taken.
 */
export function refundReservationPayment(reservation: Reservation, amount: Money): Reservation['paid'] {
  const paid: Paid | undefined = reservation.paid
  if (!paid || amount.amount <= 0) return paid
  return { ...paid, refunded: plus(paid.refunded ?? { amount: 0, currency: amount.currency }, amount) }
}

/**
 * Charges a change's extra cost on the card the reservation was paid with (a positive difference) or refunds a
 * negative one, and answers the payment afterwards. Nothing paid online: the difference is due at pickup.
 * TODO(issue 25, payment branch): through the provider's ledger (api/payments).
 */
export function settleReservationDifference(reservation: Reservation, difference: Money): Reservation['paid'] {
  const paid: Paid | undefined = reservation.paid
  if (!paid || difference.amount === 0) return paid
  if (difference.amount < 0) return refundReservationPayment(reservation, { ...difference, amount: -difference.amount })
  return { ...paid, amount: plus(paid.amount, difference) }
}
