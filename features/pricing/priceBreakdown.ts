import type {
  BranchType,
  ExtraId,
  Money,
  PaymentChoice,
  PriceBreakdown,
  ProtectionId,
  RentalConfiguration,
  RentalRate,
} from '../web-api/index.ts'

/** What a visitor chose for a rental besides the car: the reference API books it, the funnel shows its price. */
export interface RentalChoices {
  protection: ProtectionId
  extras: Partial<Record<ExtraId, number>>
  driverAge: number
  /** The car goes back to another branch than the pickup branch. */
  oneWay: boolean
  promo?: string
  /** The rate: pay now (online, at its discount) or at pickup; absent: at pickup. */
  payment?: PaymentChoice
}

export const DEFAULT_DRIVER_AGE = 30

/** Amounts in the offer's digits: the API prices whole-unit currencies (HUF, ISK…) in whole numbers, others end in cents. */
function rounded(amount: number, like: Money): Money {
  const whole = Number.isInteger(like.amount)
  return { amount: whole ? Math.round(amount) : Math.round(amount * 100) / 100, currency: like.currency }
}

/** The promotion a booking address names, if it applies at this branch. */
export function promotionFor(config: Pick<RentalConfiguration, 'promotions'>, promo: string | undefined, branchType: BranchType) {
  return config.promotions.find((promotion) => promotion.code === promo && (!promotion.airportsOnly || branchType === 'airport'))
}

/** The market's rate for a way to pay; a configuration without it prices the list price with no terms. */
export function rateFor(config: Pick<RentalConfiguration, 'rates'>, payment: PaymentChoice | undefined): RentalRate | undefined {
  return config.rates.find((rate) => rate.id === (payment ?? 'pickup'))
}

/**
 * The one price computation of a rental (the funnel shows it, the reference API books it): the offer's
 * total, less a promotion on that base, less the rate's discount on what is left (pay now), plus protection and extras per day, the one-way fee once and the
 * young driver fee per day. Prices include tax; `taxes` is the share of the total that is tax.
 */
export function priceBreakdown(
  offer: { total: Money; days: number },
  config: RentalConfiguration,
  choices: RentalChoices,
  branchType: BranchType,
): PriceBreakdown {
  const { days, total: base } = offer
  const money = (amount: number) => rounded(amount, base)
  const promotion = promotionFor(config, choices.promo, branchType)
  const discount = money(promotion ? (base.amount * promotion.percent) / 100 : 0)
  // The rate's discount is on the rental price after the promotion, never on protection, extras or fees.
  const rate = rateFor(config, choices.payment)
  const ratePercent = rate?.discountPercent ?? 0
  const rateDiscount = money(((base.amount - discount.amount) * ratePercent) / 100)
  const protectionPackage = config.protections.find((candidate) => candidate.id === choices.protection) ?? config.protections[0]
  const protection = money(protectionPackage.pricePerDay.amount * days)
  const extras = config.extras
    .map((extra) => ({ extra, quantity: Math.min(extra.maxQuantity, Math.max(0, Math.floor(choices.extras[extra.id] ?? 0))) }))
    .filter(({ quantity }) => quantity > 0)
    .map(({ extra, quantity }) => ({ id: extra.id, quantity, total: money(extra.pricePerDay.amount * quantity * days) }))
  const oneWayFee = money(choices.oneWay ? config.oneWayFee.amount : 0)
  const youngDriverFee = money(choices.driverAge < config.youngDriverAge ? config.youngDriverFeePerDay.amount * days : 0)
  const sum =
    base.amount -
    discount.amount -
    rateDiscount.amount +
    protection.amount +
    extras.reduce((all, line) => all + line.total.amount, 0) +
    oneWayFee.amount +
    youngDriverFee.amount
  const total = money(sum)
  return {
    days,
    base,
    discount,
    ...(promotion ? { promotionPercent: promotion.percent } : {}),
    rateDiscount,
    ...(ratePercent > 0 ? { rateDiscountPercent: ratePercent } : {}),
    protection,
    extras,
    oneWayFee,
    youngDriverFee,
    total,
    taxes: money(total.amount - total.amount / (1 + config.taxRate)),
    deposit: config.deposit,
  }
}

/** The youngest driver a category accepts under these rules. */
export function minimumAgeFor(config: Pick<RentalConfiguration, 'minimumDriverAge' | 'categoryMinimumAges'>, category: string): number {
  const special = config.categoryMinimumAges.find((entry) => entry.category === category)
  return Math.max(config.minimumDriverAge, special?.minimumAge ?? 0)
}
