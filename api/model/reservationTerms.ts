import type { CancellationQuote, RentalRate, Reservation } from '../../features/web-api/index.ts'
import { cancellationQuote } from '../../features/pricing/index.ts'
import { rentalConfigurationOf } from '../routes/rentalConfigurations.ts'
import { branchClockNow } from './branchClockNow.ts'
import { findBranch } from './branches.ts'
import { rentalDays } from './pricing.ts'

/**
 * The rate whose terms apply to a booking: the one booked (`reservation.rate`, a snapshot). A booking made before rates
 * existed has none; it is read with its market's current rate for the way it was to be paid (`payment`, pay at pickup
 * when absent). Why: the market document is the company's one statement of its terms, the API must apply some terms
 * to cancel, and every such booking was booked without online payment, so at most a fee is owed and nothing is kept.
 */
export function rateOf(reservation: Reservation): RentalRate {
  if (reservation.rate) return reservation.rate
  const entry = findBranch(reservation.branchId)
  const rates = entry ? rentalConfigurationOf(entry.market).rates : []
  const id = reservation.payment ?? 'pickup'
  return (
    rates.find((rate) => rate.id === id) ?? {
      id,
      discountPercent: 0,
      freeCancellationHours: 0,
      lateCancellationFeeDays: 0,
      noShowFee: 'none',
    }
  )
}

/** The reservation as the driver reads it: with the rate whose terms apply (see rateOf). */
export function withRate(reservation: Reservation): Reservation {
  return reservation.rate ? reservation : { ...reservation, rate: rateOf(reservation) }
}

/** What cancelling this booking costs now at its pickup branch's clock (features/pricing/cancellationQuote.ts). */
export function quoteCancellation(reservation: Reservation, now = new Date()): CancellationQuote {
  const entry = findBranch(reservation.branchId)
  const clock = entry ? branchClockNow(entry, now) : now.toISOString().slice(0, 16)
  return cancellationQuote(
    {
      rate: rateOf(reservation),
      total: reservation.total,
      days: reservation.breakdown?.days ?? rentalDays(reservation.pickupDate, reservation.returnDate),
      pickupDate: reservation.pickupDate,
      ...(reservation.paid ? { paid: reservation.paid } : {}),
    },
    clock,
  )
}
