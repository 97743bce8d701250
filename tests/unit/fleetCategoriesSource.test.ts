// Every market names its fleet category pages with its own slugs; a category without a slug has no page.
import { describe, expect, it } from 'vitest'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import fleetBrands from '../../sources/fleet-brands.ts'
import fleetCategories from '../../sources/fleet-categories.ts'

const { index } = validateProject()
const contextFor = (market: string, slugs = index!.markets.get(market)!.value.slugs) => ({
  market,
  country: market,
  language: 'de',
  locale: 'de-DE',
  currency: 'EUR',
  api: {} as never,
  slugs,
  text: (key: string) => `text:${key}`,
})

describe('fleet-categories route source', () => {
  it('gives Germany its 11 category pages under its own slugs, keyed by category', async () => {
    const items = await fleetCategories.load(contextFor('de'))
    expect(items).toHaveLength(11)
    expect(items.find((item) => item.key === 'station-wagon')).toEqual({
      key: 'station-wagon',
      slug: 'kombi',
      title: 'text:vehicleCategories.station-wagon',
      data: { category: 'station-wagon' },
    })
  })

  it('leaves out a category whose slug is empty', async () => {
    const slugs = { ...index!.markets.get('de')!.value.slugs, fleetCategories: { van: 'transporter', suv: '' } }
    expect((await fleetCategories.load(contextFor('de', slugs))).map((item) => item.slug)).toEqual(['transporter'])
  })
})

describe('fleet-brands route source', () => {
  const api = { fleet: async () => [{ brand: 'Mova' }, { brand: 'Kivo' }, { brand: 'Kivo' }, {}] } as never

  it('gives one page per make where the fleet slug has {brand}, at the placeholder', async () => {
    const items = await fleetBrands.load({ ...contextFor('de'), api })
    expect(items).toEqual([
      { key: 'brand-kivo', slug: 'kivo', title: 'Kivo', data: { brand: 'Kivo' } },
      { key: 'brand-mova', slug: 'mova', title: 'Mova', data: { brand: 'Mova' } },
    ])
  })

  it('gives none where the fleet slug has no placeholder', async () => {
    expect(await fleetBrands.load({ ...contextFor('fr'), api })).toEqual([])
  })
})
