import type { Money } from '../../features/web-api/index.ts'
import { marketSeeds } from '../seed/markets/marketSeeds.ts'

/** Currencies priced in whole units (the API rounds them to tens). */
const WHOLE_UNIT_CURRENCIES = new Set(['ISK', 'HUF', 'CLP', 'COP', 'CRC', 'ARS'])

/** Units per euro of every currency a market uses. */
export function eurRateOf(currency: string): number | undefined {
  if (currency === 'EUR') return 1
  return [...marketSeeds().values()].find((market) => market.currency === currency)?.eurRate
}

/** A list price in EUR converted and rounded the way price lists show it: 43.99, or 17 380 for whole-unit currencies. */
export function priceIn(eurAmount: number, currency: string): Money {
  const rate = eurRateOf(currency)
  if (rate === undefined) throw new Error(`No rate for ${currency}`)
  const converted = eurAmount * rate
  const amount = WHOLE_UNIT_CURRENCIES.has(currency) ? Math.round(converted / 10) * 10 : Math.max(0.99, Math.round(converted) - 0.01)
  return { amount, currency }
}

export function times(price: Money, factor: number): Money {
  const amount = price.amount * factor
  return {
    amount: WHOLE_UNIT_CURRENCIES.has(price.currency) ? Math.round(amount) : Math.round(amount * 100) / 100,
    currency: price.currency,
  }
}

/** Rental days between two local date-times ("yyyy-MM-ddTHH:mm"): started 24-hour periods, with 59 minutes of grace. */
export function rentalDays(pickup: string, returnAt: string): number {
  const minutes = (Date.parse(`${returnAt}:00Z`) - Date.parse(`${pickup}:00Z`)) / 60000
  return Math.max(1, Math.ceil((minutes - 59) / (24 * 60)))
}

/** Price per day of a model at a branch: airports cost more, a week or longer costs less per day. */
export function eurPerDay(listPrice: number, branchType: string, days: number): number {
  return listPrice * (branchType === 'airport' ? 1.12 : 1) * (days >= 7 ? 0.85 : 1)
}
