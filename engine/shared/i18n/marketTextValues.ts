import { formatPrice, type PriceMarket } from '../format/formatPrice.ts'
import { intlLocaleOf } from '../format/intlLocale.ts'
import type { PageEnv } from '../PageEnv.tsx'
import { numberFormatOf } from '../format/numberFormatOf.ts'

/** SPEC §9: a new rider saves 15 on the first ride, in the market's currency. */
export const FIRST_RIDE_DISCOUNT = 15

/** The electric car of the fleet texts drives up to 450 km on one charge. */
export const ELECTRIC_RANGE_KM = 450
const MILES_PER_KM = 0.621371

/** A distance in the market's unit of length (SPEC §3 measureOfLength), rounded to tens: "450 km", "280 mi". */
export function formatDistance(
  kilometres: number,
  market: Pick<PriceMarket, 'language' | 'country'> & { formats: Pick<PageEnv['formats'], 'measureOfLength'> },
): string {
  const miles = market.formats.measureOfLength === 'mi'
  const value = Math.round((miles ? kilometres * MILES_PER_KM : kilometres) / 10) * 10
  return numberFormatOf(intlLocaleOf(market), { style: 'unit', unit: miles ? 'mile' : 'kilometer' }).format(value)
}

/**
 * Amounts texts name, formatted for the market: a bundle writes "{{firstRideDiscount}} off your first ride"
 * and every market shows its own currency and format ("15 €", "CHF 15", "$15"), never a fixed "15 €"; distances
 * in the market's unit ("{{electricRange}}": "450 km", "280 mi").
 */
export function marketTextValues(
  market: PriceMarket & { currency: string; formats: Pick<PageEnv['formats'], 'measureOfLength'> },
): Record<string, string> {
  return {
    firstRideDiscount: formatPrice({ amount: FIRST_RIDE_DISCOUNT, currency: market.currency }, market),
    electricRange: formatDistance(ELECTRIC_RANGE_KM, market),
  }
}
