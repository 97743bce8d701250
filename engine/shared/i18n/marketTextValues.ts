import { formatPrice, type PriceMarket } from '../format/formatPrice.ts'

/** SPEC §9: a new rider saves 15 on the first ride, in the market's currency. */
export const FIRST_RIDE_DISCOUNT = 15

/**
 * Amounts texts name, formatted for the market: a bundle writes "{{firstRideDiscount}} off your first ride"
 * and every market shows its own currency and format ("15 €", "CHF 15", "$15"), never a fixed "15 €".
 */
export function marketTextValues(market: PriceMarket & { currency: string }): Record<string, string> {
  return { firstRideDiscount: formatPrice({ amount: FIRST_RIDE_DISCOUNT, currency: market.currency }, market) }
}
