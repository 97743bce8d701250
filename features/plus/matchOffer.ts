import { AVAILABILITIES, type PlusFilters } from './plusFilters.ts'
import type { SubscriptionOffer } from '../web-api/index.ts'

/** SPEC §3: engine codes H hybrid, E electric; combustion has no identifier. */
export function engineOf(offer: Pick<SubscriptionOffer, 'engine'>): 'combustion' | 'electric' | 'hybrid' {
  return offer.engine === 'E' ? 'electric' : offer.engine === 'H' ? 'hybrid' : 'combustion'
}

/**
 * Whether an offer fits the filters. Availability is "available within": an offer ready in two weeks
 * also fits "4 weeks". The driver age fits when the offer accepts drivers that young; the budget is the
 * highest monthly base price.
 */
export function matchesFilters(offer: SubscriptionOffer, filters: PlusFilters): boolean {
  if (filters.availability && AVAILABILITIES.indexOf(offer.availability) > AVAILABILITIES.indexOf(filters.availability)) return false
  if (filters.engine && engineOf(offer) !== filters.engine) return false
  if (filters.automatic && offer.transmission !== 'automatic') return false
  if (filters.bodyType && offer.bodyType !== filters.bodyType) return false
  if (filters.driverAge !== undefined && offer.minimumDriverAge > filters.driverAge) return false
  if (filters.budget !== undefined && offer.monthlyPrice.amount > filters.budget) return false
  if (filters.branchId && !offer.branchIds.includes(filters.branchId)) return false
  return true
}

export function filterOffers(offers: readonly SubscriptionOffer[], filters: PlusFilters): SubscriptionOffer[] {
  return offers.filter((offer) => matchesFilters(offer, filters))
}
