import type { FleetModel, Money, VehicleCategory } from '../../../features/web-api/index.ts'

type Transmission = FleetModel['transmission']

/** Cheapest first (the default) or most expensive first, both by the all-in total. */
export type OfferSort = 'priceAsc' | 'priceDesc'

/** The visitor's filters; an absent one does not filter. `seats` is the fewest seats wanted. */
export interface OfferFilters {
  transmission?: Transmission
  minSeats?: number
  category?: VehicleCategory
}

/** What the list needs of an offer to sort and filter it: its model's facts and the all-in total the card shows. */
export interface ListedOffer {
  model: { category: VehicleCategory; transmission: Transmission; seats: number }
  allIn: Money
}

/** The choices each filter offers: only values some offer of the list has, in a stable order. */
export function filterChoices(offers: readonly ListedOffer[]) {
  const categories = [...new Set(offers.map((offer) => offer.model.category))]
  const transmissions = (['manual', 'automatic'] as const).filter((kind) => offers.some((offer) => offer.model.transmission === kind))
  const seats = [...new Set(offers.map((offer) => offer.model.seats))].sort((a, b) => a - b)
  return { categories, transmissions, seats }
}

/** The offers the filters let through, sorted by their all-in total; equal totals keep the API's order. */
export function sortAndFilter<T extends ListedOffer>(offers: readonly T[], filters: OfferFilters, sort: OfferSort): T[] {
  const direction = sort === 'priceDesc' ? -1 : 1
  return offers
    .filter(
      (offer) =>
        (!filters.transmission || offer.model.transmission === filters.transmission) &&
        (!filters.minSeats || offer.model.seats >= filters.minSeats) &&
        (!filters.category || offer.model.category === filters.category),
    )
    .map((offer, index) => ({ offer, index }))
    .sort((a, b) => direction * (a.offer.allIn.amount - b.offer.allIn.amount) || a.index - b.index)
    .map(({ offer }) => offer)
}

export const hasFilters = (filters: OfferFilters): boolean => Boolean(filters.transmission || filters.minSeats || filters.category)
