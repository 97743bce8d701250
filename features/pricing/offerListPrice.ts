import type { BranchType, Money, PriceBreakdown, RentalConfiguration } from '../web-api/index.ts'
import { priceBreakdown } from './priceBreakdown.ts'

/** What of a search decides the fees every offer on its list carries. */
export interface ListSearch {
  driverAge: number
  oneWay: boolean
  promo?: string
}

/** An offer's price as the list shows it: the total the next step starts from, per day, and what it includes. */
export interface OfferListPrice {
  breakdown: PriceBreakdown
  total: Money
  perDay: Money
  /** The total without the promotion, shown struck through beside its percent; absent without one. */
  beforePromotion?: Money
}

/**
 * The all-in price of an offer before the visitor chooses anything (issue 25): `priceBreakdown` with the
 * choices the funnel starts with (basic protection, no extras, paying at pickup, which is the list price),
 * so the list's total is the extras step's total, one-way and young driver fees and the promotion included.
 * Not a second price formula: the per-day figure and the price before the promotion come from its lines.
 */
export function offerListPrice(
  offer: { total: Money; days: number },
  config: RentalConfiguration,
  search: ListSearch,
  branchType: BranchType,
): OfferListPrice {
  const breakdown = priceBreakdown(
    offer,
    config,
    { protection: 'basic', extras: {}, driverAge: search.driverAge, oneWay: search.oneWay, promo: search.promo, payment: 'pickup' },
    branchType,
  )
  const { total, discount } = breakdown
  // Whole-unit currencies (HUF, ISK…) stay whole, as priceBreakdown keeps them.
  const money = (amount: number): Money => ({
    amount: Number.isInteger(offer.total.amount) ? Math.round(amount) : Math.round(amount * 100) / 100,
    currency: total.currency,
  })
  return {
    breakdown,
    total,
    perDay: money(total.amount / Math.max(1, offer.days)),
    ...(discount.amount > 0 ? { beforePromotion: money(total.amount + discount.amount) } : {}),
  }
}
