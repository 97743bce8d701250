// Protects the truck rental page's categories (SPEC §1 truck rental, §3 payload, loadspace, driving licence category):
// one card per truck category from the reference API's truck fleet, its figures in the market's units and language,
// and the long-term rental card only in a market that builds that page.
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../tests/support/fakeApi.ts'
import { dataApiOf } from '../../tests/support/loadBlockData.ts'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import loader from './data.ts'
import { TruckCategories } from './TruckCategories.tsx'

const props = { heading: 'truckRental.categories.heading', searchAnchor: 'truck-search', longTermRental: true }
const load = (country: string, currency: string) =>
  loader.load(props, { ...testEnv, country, currency, api: dataApiOf(fakeApi()), slugs: {}, text: (key: string) => key })

describe('truck-categories', () => {
  it('loads one card per truck category, smallest first, from the truck fleet', async () => {
    const cards = await load('de', 'EUR')
    expect(cards.map((card) => card.load.truckCategory)).toEqual(['cargo-van', 'large-van', 'box-truck', 'truck-7-5t'])
    expect(cards[0].fromPricePerDay).toEqual({ amount: 68.99, currency: 'EUR' })
  })

  it('shows payload, load space and licence in German with the market decimal comma, and each leads to the search', async () => {
    const html = renderBlockToString(TruckCategories, { ...props, data: await load('de', 'EUR') })
    expect(html).toContain('<h3>Kastenwagen</h3>')
    expect(html).toContain('<li>Nutzlast 900 kg</li>')
    expect(html).toContain('<li>Laderaum 5,8 m³</li>')
    expect(html).toContain('<li>Führerscheinklasse C1</li>')
    expect(html).toContain('href="#truck-search"')
  })

  it('leaves out long-term rental where the market does not build that page', async () => {
    const html = renderBlockToString(TruckCategories, { ...props, data: await load('de', 'EUR') })
    expect(testEnv.links['page:layout-standalone']).toBeUndefined()
    expect(html).not.toContain('data-long-term-rental')
  })

  it('links to long-term rental where the market builds it', async () => {
    const env = { ...testEnv, links: { ...testEnv.links, 'page:layout-standalone': '/de-de/long-term-rental/' } }
    const html = renderBlockToString(TruckCategories, { ...props, data: await load('de', 'EUR') }, env)
    expect(html).toContain('<a href="/de-de/long-term-rental/">Langzeitmiete</a>')
  })
})
