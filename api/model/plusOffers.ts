import type { Money, SubscriptionBranch, SubscriptionOffer } from '../../features/web-api/index.ts'
import { marketSeeds } from '../seed/markets/marketSeeds.ts'
import { PLUS_OFFERS } from '../seed/plus.ts'
import { reviewsIn } from '../seed/plusReviews.ts'

/** A monthly price list in EUR as a market shows it: whole units ending in 9 (399 €, 339 £). */
export function monthlyPriceIn(eur: number, country: string): Money {
  const market = marketSeeds().get(country)!
  if (eur === 0) return { amount: 0, currency: market.currency }
  return { amount: Math.round((eur * market.eurRate) / 10) * 10 - 1, currency: market.currency }
}

/** The branches of a country that hand out subscription vehicles: its branches in seed order. */
export function subscriptionBranchesOf(country: string): SubscriptionBranch[] {
  return marketSeeds()
    .get(country)!
    .branches.map(({ id, name, city }) => ({ id, name, city }))
}

/** Every plus offer of a country, priced in its currency, with the branches and the rating of its reviews. */
export function plusOffersOf(country: string): SubscriptionOffer[] {
  const branches = subscriptionBranchesOf(country)
  const reviews = reviewsIn('en')
  return PLUS_OFFERS.map(({ eurPerMonth, fee, image, ...offer }, index) => {
    const rated = reviews.filter((review) => review.offerId === offer.id)
    return {
      ...offer,
      monthlyPrice: monthlyPriceIn(eurPerMonth, country),
      fee: { kind: fee.kind, amount: monthlyPriceIn(fee.eur, country) },
      // Every offer at most branches, none at all: the location filter has something to narrow.
      branchIds: branches.filter((_, position) => (position + index) % 3 !== 0).map((branch) => branch.id),
      ...(rated.length > 0
        ? { rating: { average: rated.reduce((sum, review) => sum + review.rating, 0) / rated.length, count: rated.length } }
        : {}),
      image: { url: `/images/${image}.webp`, width: 480, height: 300 },
    }
  })
}
