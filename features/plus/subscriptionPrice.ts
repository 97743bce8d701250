import type { Money, SubscriptionOffer, TenureOption } from '../web-api/index.ts'
import { tenurePrice } from './tenurePrice.ts'

/** A mileage package (SPEC §7 "mileage choice"): the distance included per month and its monthly surcharge. */
export interface MileagePackage {
  id: string
  kmPerMonth: number
  milesPerMonth: number
  monthlyPrice: Money
}

/** SPEC §4 campaign registration: a share off the first monthly payments, for the email that registered. */
export interface CampaignBenefit {
  discountPercent: number
  discountedMonths: number
}

export type Handover = 'pickup' | 'delivery'

export interface SubscriptionChoice {
  tenure: Pick<TenureOption, 'monthlyDiscountPercent'>
  mileage: Pick<MileagePackage, 'monthlyPrice'>
  handover: Handover
  /** What delivering the vehicle to the driver's door costs once (pickup at a branch is free). */
  deliveryFee: Money
  benefit?: CampaignBenefit
}

/**
 * What a subscription costs, every fee named (SPEC §3 offer display, issue 26): the monthly price is the base price less
 * the term's discount plus the mileage package; the one-off fees are the offer's enrollment or start fee and the delivery;
 * a campaign benefit lowers the first monthly payments. Amounts in the offer's currency, rounded to cents.
 */
export interface SubscriptionPrice {
  currency: string
  /** The offer's base price per month before the term discount. */
  base: number
  /** The term's discount per month (0 for the flexible term), as a positive amount taken off. */
  termDiscount: number
  termDiscountPercent: number
  mileage: number
  /** What every month costs: base − term discount + mileage. */
  monthly: number
  /** The campaign's first months, where a benefit applies. */
  campaign?: { months: number; percent: number; monthly: number }
  fee: { kind: SubscriptionOffer['fee']['kind']; amount: number }
  delivery: number
  /** Due when the subscription starts: the first month and the one-off fees. */
  dueAtStart: number
}

const cents = (amount: number) => Math.round(amount * 100) / 100

/** The one price formula of a plus subscription: the screen shows it, the API charges it (api/routes/subscription.ts). */
export function subscriptionPrice(offer: Pick<SubscriptionOffer, 'monthlyPrice' | 'fee'>, choice: SubscriptionChoice): SubscriptionPrice {
  const base = offer.monthlyPrice.amount
  const discounted = tenurePrice(offer.monthlyPrice, choice.tenure).amount
  const mileage = choice.mileage.monthlyPrice.amount
  const monthly = cents(discounted + mileage)
  const delivery = choice.handover === 'delivery' ? choice.deliveryFee.amount : 0
  const campaign =
    choice.benefit && choice.benefit.discountPercent > 0 && choice.benefit.discountedMonths > 0
      ? {
          months: choice.benefit.discountedMonths,
          percent: choice.benefit.discountPercent,
          monthly: cents(monthly * (1 - choice.benefit.discountPercent / 100)),
        }
      : undefined
  const fee = offer.fee.amount.amount
  return {
    currency: offer.monthlyPrice.currency,
    base,
    termDiscount: cents(base - discounted),
    termDiscountPercent: choice.tenure.monthlyDiscountPercent,
    mileage,
    monthly,
    ...(campaign ? { campaign } : {}),
    fee: { kind: offer.fee.kind, amount: fee },
    delivery,
    dueAtStart: cents((campaign?.monthly ?? monthly) + fee + delivery),
  }
}
