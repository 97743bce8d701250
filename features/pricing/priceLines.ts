import type { TFunction } from '../../engine/sdk.ts'
import type { Money, PriceBreakdown } from '../web-api/index.ts'

/** One line of a price as the funnel, the confirmation and manage booking list it; `credit` lines are taken off. */
export interface PriceLine {
  label: string
  amount: Money
  credit?: boolean
}

/**
 * The lines of a price breakdown above its total, in the one order every screen shows them: the rental, the
 * promotion and the pay-now saving taken off, protection, extras, then the fees. Lines of nothing are left out.
 */
export function priceLines(breakdown: PriceBreakdown, t: TFunction): PriceLine[] {
  const lines: (PriceLine | false)[] = [
    { label: t('phoenix.price.base'), amount: breakdown.base },
    breakdown.discount.amount > 0 && {
      label: t('phoenix.price.discount', { percent: breakdown.promotionPercent ?? '' }),
      amount: breakdown.discount,
      credit: true,
    },
    (breakdown.rateDiscount?.amount ?? 0) > 0 && {
      label: t('phoenix.price.rateDiscount', { percent: breakdown.rateDiscountPercent ?? '' }),
      amount: breakdown.rateDiscount!,
      credit: true,
    },
    breakdown.protection.amount > 0 && { label: t('phoenix.price.protection'), amount: breakdown.protection },
    ...breakdown.extras.map((extra) => ({
      label: t('phoenix.price.extra', { name: t(`phoenix.extras.${extra.id}.name`), quantity: extra.quantity }),
      amount: extra.total,
    })),
    breakdown.oneWayFee.amount > 0 && { label: t('phoenix.price.oneWayFee'), amount: breakdown.oneWayFee },
    breakdown.youngDriverFee.amount > 0 && { label: t('phoenix.price.youngDriverFee'), amount: breakdown.youngDriverFee },
  ]
  return lines.filter((line): line is PriceLine => line !== false)
}
