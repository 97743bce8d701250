import { toUtcIsoDate } from '../../engine/shared/isoDate.ts'
import type {
  SubscriptionCampaign,
  SubscriptionCountryOffers,
  SubscriptionCountryOffersV11,
  SubscriptionReviews,
} from '../../features/web-api/index.ts'
import { DELIVERY_FEE_EUR, MILEAGE_PACKAGES, PLUS_CAMPAIGN, PLUS_OFFERS, PLUS_TERMS, TENURE_OPTIONS } from '../seed/plus.ts'
import { reviewsIn } from '../seed/plusReviews.ts'
import { monthlyPriceIn, plusOffersOf } from './plusOffers.ts'

const DAY_MS = 86_400_000
export const inDays = (days: number) => toUtcIsoDate(new Date(Date.now() + days * DAY_MS))

/** The answers of the plus lookups (SPEC §7) for a plus country; the routes and the test client share them. */
export function countryOffersOf(country: string): SubscriptionCountryOffers {
  const offers = plusOffersOf(country)
  return {
    country,
    currency: offers[0].monthlyPrice.currency,
    offerCount: offers.length,
    lowestMonthlyPrice: monthlyPriceIn(Math.min(...PLUS_OFFERS.map((offer) => offer.eurPerMonth)), country),
    terms: PLUS_TERMS,
  }
}

export function tenuresOf(country: string): SubscriptionCountryOffersV11 {
  return {
    ...countryOffersOf(country),
    tenureOptions: TENURE_OPTIONS,
    mileagePackages: MILEAGE_PACKAGES.map(({ eurPerMonth, ...mileage }) => ({
      ...mileage,
      monthlyPrice: monthlyPriceIn(eurPerMonth, country),
    })),
    deliveryFee: monthlyPriceIn(DELIVERY_FEE_EUR, country),
  }
}

export function runningCampaigns(): SubscriptionCampaign[] {
  const { validForDays, ...campaign } = PLUS_CAMPAIGN
  return [{ ...campaign, validUntil: inDays(validForDays) }]
}

export function reviewsAnswer(acceptLanguage: string | null): SubscriptionReviews {
  const reviews = reviewsIn(acceptLanguage)
  const average = Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10
  return { average, count: reviews.length, reviews: reviews.map(({ daysAgo, ...review }) => ({ ...review, date: inDays(-daysAgo) })) }
}
