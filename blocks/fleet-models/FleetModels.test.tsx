// A fleet category page shows the models of its category with the market's prices, and refuses to be
// placed on a page that is not generated from the fleet categories.
import { describe, expect, it } from 'vitest'
import { loadBlockData } from '../../tests/support/loadBlockData.ts'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import loader from './data.ts'
import { FleetModels } from './FleetModels.tsx'

const props = { intro: 'fleetCategory.intro', url: 'page:online-booking' }
const env = { ...testEnv, links: { ...testEnv.links, 'page:online-booking': '/de-de/booking/' } }
const vans = { key: 'van', slug: 'transporter', title: 'Transporter', data: { category: 'van' } }

describe('fleet-models', () => {
  it("loads the models of the page's category in the market's currency", async () => {
    const data = await loadBlockData(loader, props, env, vans)
    expect(data.models.map((model) => model.id)).toEqual(['mova-kombi', 'carga-van'])
    expect(data.models.every((model) => model.fromPricePerDay.currency === 'EUR')).toBe(true)
  })

  it('renders the category as the heading, each model with its price, and a link to the booking page', async () => {
    const data = await loadBlockData(loader, props, env, vans)
    const html = renderBlockToString(FleetModels, { ...props, data }, env)
    expect(html).toContain('<h1>Transporter</h1>')
    expect(html).toContain('Mova Kombi 9')
    expect(html).toMatch(/ab \d+(,\d+)?\s€ pro Tag/)
    expect(html).toContain('href="/de-de/booking/?category=van"')
  })

  it('lists the models of a make on a brand page', async () => {
    const data = await loadBlockData(loader, props, env, {
      key: 'brand-ridgeon',
      slug: 'ridgeon',
      title: 'Ridgeon',
      data: { brand: 'Ridgeon' },
    })
    expect(data.models.map((model) => model.id)).toEqual(['ridgeon-compact', 'ridgeon-7'])
    expect(renderBlockToString(FleetModels, { ...props, data }, env)).toContain('href="/de-de/booking/"')
  })

  it('names the fix when the page is not generated from fleet-categories or fleet-brands', async () => {
    await expect(loadBlockData(loader, props, env)).rejects.toThrow(
      'place it on a page generated from "fleet-categories" or "fleet-brands"',
    )
  })
})
