import type { Money, TenureOption } from '../web-api/index.ts'

/** The monthly price of an offer on a tenure option (v1.1): the base price less the option's discount, in whole units. */
export function tenurePrice(monthlyPrice: Money, option: Pick<TenureOption, 'monthlyDiscountPercent'>): Money {
  return { amount: Math.round(monthlyPrice.amount * (1 - option.monthlyDiscountPercent / 100)), currency: monthlyPrice.currency }
}

/**
 * The tenure options an offer can be taken on: a minimum term at least the offer's own
 * (an offer with a 6-month minimum has no flexible option).
 */
export function tenureOptionsFor(minimumTermMonths: number, options: readonly TenureOption[]): TenureOption[] {
  return options.filter((option) => option.minimumMonths >= minimumTermMonths)
}
