import type { PageEnv } from '../PageEnv.tsx'
import { intlLocaleOf } from './intlLocale.ts'
import { withMarketSeparator } from './formatNumber.ts'
import { numberFormatOf } from './numberFormatOf.ts'

/** An amount in a currency (ISO 4217); a web API's money answers have this shape. */
export interface Amount {
  amount: number
  currency: string
}

/** What a price needs to know of the page or the micro-app's mount context (both carry these fields). */
export interface PriceMarket {
  language: string
  country: string
  formats: Pick<PageEnv['formats'], 'decimalSeparator'>
}

/**
 * A price as the market writes it, the one price formatter of the site and its micro-apps:
 * - the currency symbol and where it goes come from the market language's Intl locale
 *   ("49,90 €" in de-DE, "CHF 49,90" in de-CH, "49,90 CHF" in fr-CH, "$49.90" in en-US);
 * - the decimal separator is the market's (SPEC §3: comma in CH although Intl's de-CH uses a dot);
 * - whole amounts show no minor units ("17.380 HUF", "49 €"): the API rounds whole-unit currencies
 *   to whole numbers, and a price list reads better without ",00".
 */
export function formatPrice(money: Amount, market: PriceMarket): string {
  const whole = Number.isInteger(money.amount)
  const format = numberFormatOf(intlLocaleOf(market), {
    style: 'currency',
    currency: money.currency,
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  })
  return withMarketSeparator(format.formatToParts(money.amount), market.formats)
}

/** The currencies a visitor may choose: the candidates minus the market's hidden ones (SPEC §3: AED hidden in US). */
export function visibleCurrencies(candidates: string[], hiddenCurrencies: string[]): string[] {
  return candidates.filter((currency) => !hiddenCurrencies.includes(currency))
}
