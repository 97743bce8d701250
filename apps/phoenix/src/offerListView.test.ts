import { describe, expect, it } from 'vitest'
import { filterChoices, type ListedOffer, sortAndFilter } from './offerListView.ts'

const offer = (
  id: string,
  allIn: number,
  category: ListedOffer['model']['category'],
  transmission: 'manual' | 'automatic',
  seats: number,
) => ({
  id,
  model: { category, transmission, seats },
  allIn: { amount: allIn, currency: 'EUR' },
})

const OFFERS = [
  offer('mini', 120.5, 'economy', 'manual', 4),
  offer('suv', 310, 'suv', 'automatic', 7),
  offer('compact', 180, 'compact', 'automatic', 5),
  offer('van', 180, 'van', 'manual', 9),
]
const ids = (list: { id: string }[]) => list.map((entry) => entry.id)

describe('sortAndFilter', () => {
  it('sorts by the all-in total cheapest first or most expensive first, equal totals in the API order', () => {
    expect(ids(sortAndFilter(OFFERS, {}, 'priceAsc'))).toEqual(['mini', 'compact', 'van', 'suv'])
    expect(ids(sortAndFilter(OFFERS, {}, 'priceDesc'))).toEqual(['suv', 'compact', 'van', 'mini'])
  })

  it('filters by transmission, the fewest seats and the category together', () => {
    expect(ids(sortAndFilter(OFFERS, { transmission: 'automatic' }, 'priceAsc'))).toEqual(['compact', 'suv'])
    expect(ids(sortAndFilter(OFFERS, { minSeats: 7 }, 'priceAsc'))).toEqual(['van', 'suv'])
    expect(ids(sortAndFilter(OFFERS, { transmission: 'manual', minSeats: 5 }, 'priceDesc'))).toEqual(['van'])
    expect(ids(sortAndFilter(OFFERS, { category: 'economy' }, 'priceAsc'))).toEqual(['mini'])
  })

  it('lets nothing through when no offer matches every filter (the list then offers to reset them)', () => {
    expect(sortAndFilter(OFFERS, { transmission: 'manual', category: 'suv' }, 'priceAsc')).toEqual([])
  })
})

describe('filterChoices', () => {
  it('offers only the values the list has: categories in list order, gearboxes, seat counts ascending', () => {
    expect(filterChoices(OFFERS)).toEqual({
      categories: ['economy', 'suv', 'compact', 'van'],
      transmissions: ['manual', 'automatic'],
      seats: [4, 5, 7, 9],
    })
    expect(filterChoices([OFFERS[1]]).transmissions).toEqual(['automatic'])
  })
})
