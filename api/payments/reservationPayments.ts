import type { Money, Reservation } from '../../features/web-api/index.ts'
import { PaymentRefused } from './paymentProvider.ts'
import { paymentProvider } from './paymentProviderOf.ts'

type Paid = NonNullable<Reservation['paid']>

const cents = (amount: number) => Math.round(amount * 100)
const plus = (a: Money, b: Money): Money => ({ amount: (cents(a.amount) + cents(b.amount)) / 100, currency: a.currency })
const minus = (a: Money, b: Money): Money => ({ amount: (cents(a.amount) - cents(b.amount)) / 100, currency: a.currency })

export { PaymentRefused }

/**
 * Gives back part or all of what a reservation paid online (a cancellation within its terms, a cheaper change) through
 * the provider's ledger, and answers its payment afterwards. Nothing paid online (pay at pickup): nothing to refund.
 * More than was taken and not yet refunded is refused (PaymentRefused), by the provider and, for a payment the
 * provider no longer holds (the stand-in's ledger is in memory: a restart), by the reservation's own record.
 */
export function refundReservationPayment(reservation: Reservation, amount: Money): Reservation['paid'] {
  const paid: Paid | undefined = reservation.paid
  if (!paid || amount.amount <= 0) return paid
  const refunded = paid.refunded ?? { amount: 0, currency: paid.amount.currency }
  const left = minus(paid.amount, refunded)
  if (amount.currency !== paid.amount.currency || cents(amount.amount) > cents(left.amount))
    throw new PaymentRefused(`At most ${left.amount} ${left.currency} of ${reservation.reservationNumber} can be refunded.`)
  const provider = paymentProvider()
  if (provider.balance(reservation.reservationNumber)) provider.refund(reservation.reservationNumber, amount)
  return { ...paid, refunded: plus(refunded, amount) }
}

/**
 * Charges a change's extra cost on the card the reservation was paid with (a positive difference) or refunds a
 * negative one, through the provider's ledger, and answers the payment afterwards. Nothing paid online: the
 * difference is due at pickup (added to dueAtPickup when the booking has a payment record, else nothing changes).
 */
export function settleReservationDifference(reservation: Reservation, difference: Money): Reservation['paid'] {
  const paid: Paid | undefined = reservation.paid
  if (!paid || difference.amount === 0) return paid
  if (difference.amount < 0) return refundReservationPayment(reservation, { ...difference, amount: -difference.amount })
  paymentProvider().charge(reservation.reservationNumber, difference)
  return { ...paid, amount: plus(paid.amount, difference) }
}
