// Protects the fleet page's links to its make and category pages (issue 27 §3: every page reachable by a link): the
// loader lists the same items the route sources generate pages from, the block links those the market builds, and
// leaves out a list the market has no page for.
import { describe, expect, it } from 'vitest'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import { dataApiOf } from '../../tests/support/loadBlockData.ts'
import { fakeApi } from '../../tests/support/fakeApi.ts'
import loader, { type FleetDirectoryData } from './data.ts'
import { FleetDirectory } from './FleetDirectory.tsx'

const props = { brandsHeading: 'fleetDirectory.brands', categoriesHeading: 'fleetDirectory.categories' }

/** The loader as the data stage runs it for /de-de/ (fleet slug "flotte/{brand}", German category slugs). */
const loadGerman = () =>
  loader.load(props, {
    market: 'de',
    country: 'de',
    language: 'de',
    locale: 'de-DE',
    currency: 'EUR',
    api: dataApiOf(fakeApi('de-DE')),
    slugs: { fleet: 'flotte/{brand}', fleetCategories: { suv: 'suv', stationWagon: 'kombi' } },
    text: (key) => ({ 'vehicleCategories.suv': 'SUV', 'vehicleCategories.station-wagon': 'Kombi' })[key] ?? key,
  })

describe('fleet-directory', () => {
  it('lists the makes of the fleet and the categories the market names a slug for, keyed like their generated pages', async () => {
    const data = await loadGerman()
    expect(data.brands.length).toBeGreaterThan(5)
    expect(data.brands).toContainEqual({ link: 'page:fleet-brand/brand-kivo', title: 'Kivo' })
    expect(data.categories).toEqual([
      { link: 'page:fleet-category/station-wagon', title: 'Kombi' },
      { link: 'page:fleet-category/suv', title: 'SUV' },
    ])
  })

  it('links every make and category page the market builds, under the headings in the page language', async () => {
    const data = await loadGerman()
    const links = {
      ...testEnv.links,
      'page:fleet-brand/brand-kivo': '/de-de/flotte/kivo/',
      'page:fleet-category/suv': '/de-de/flotte/suv/',
    }
    const html = renderBlockToString(FleetDirectory, { ...props, data }, { ...testEnv, links })
    expect(html).toContain('<h2>Nach Marke stöbern</h2>')
    expect(html).toContain('<a href="/de-de/flotte/kivo/">Kivo</a>')
    expect(html).toContain('<h2>Nach Fahrzeugtyp stöbern</h2>')
    expect(html).toContain('<a href="/de-de/flotte/suv/">SUV</a>')
    // Kombi's page is not in this links map: not built, so not linked.
    expect(html).not.toContain('Kombi')
  })

  it('leaves out the makes in a market without make pages, and renders nothing without any page to link', () => {
    const data: FleetDirectoryData = {
      brands: [{ link: 'page:fleet-brand/brand-kivo', title: 'Kivo' }],
      categories: [{ link: 'page:fleet-category/suv', title: 'SUV' }],
    }
    const onlyCategories = renderBlockToString(
      FleetDirectory,
      { ...props, data },
      { ...testEnv, links: { ...testEnv.links, 'page:fleet-category/suv': '/pl-pl/fleet/suv/' } },
    )
    expect(onlyCategories).toContain('<a href="/pl-pl/fleet/suv/">SUV</a>')
    expect(onlyCategories).not.toContain('Nach Marke')
    expect(renderBlockToString(FleetDirectory, { ...props, data })).toBe('')
  })
})
