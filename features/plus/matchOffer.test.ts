import { describe, expect, it } from 'vitest'
import { plusOffersOf } from '../../api/model/plusOffers.ts'
import { engineOf, filterOffers } from './matchOffer.ts'

const offers = plusOffersOf('DE')
const ids = (filters: Parameters<typeof filterOffers>[1]) => filterOffers(offers, filters).map((offer) => offer.id)

describe('filterOffers', () => {
  it('reads SPEC §3 engine codes: E electric, H hybrid, none combustion', () => {
    expect(engineOf({ engine: 'E' })).toBe('electric')
    expect(engineOf({ engine: 'H' })).toBe('hybrid')
    expect(engineOf({})).toBe('combustion')
  })

  it.each([
    [{}, 12],
    [{ engine: 'electric' as const }, 3],
    [{ engine: 'electric' as const, budget: 600 }, 1],
    [{ availability: 'fewDays' as const }, 3],
    [{ availability: 'twoWeeks' as const }, 5],
    [{ bodyType: 'van' as const }, 2],
    [{ automatic: true as const }, 9],
    [{ driverAge: 18 }, 1],
    [{ engine: 'electric' as const, bodyType: 'convertible' as const }, 0],
  ])('%j → %d offers', (filters, count) => {
    expect(ids(filters)).toHaveLength(count)
  })

  it('keeps offers that can be picked up at the chosen branch only', () => {
    const branchId = offers[0].branchIds[0]
    expect(filterOffers(offers, { branchId }).every((offer) => offer.branchIds.includes(branchId))).toBe(true)
    expect(filterOffers(offers, { branchId }).length).toBeLessThan(offers.length)
  })
})
