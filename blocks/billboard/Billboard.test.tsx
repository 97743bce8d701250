// Protects the billboard of the plus and truck rental pages (SPEC §7, §9): the page's h1 and subtitle in the page's language over the
// phone picture (375 × 400) and, from the "mi" breakpoint, the desktop picture (1600 × 640) from the web API.
import { describe, expect, it } from 'vitest'
import type { Billboard as BillboardAnswer } from '../../features/web-api/index.ts'
import { ok } from '../../engine/testing/apiResults.ts'
import { fakeApi } from '../../tests/support/fakeApi.ts'
import { dataApiOf } from '../../tests/support/loadBlockData.ts'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import loader from './data.ts'
import { Billboard } from './Billboard.tsx'

const billboard: BillboardAnswer = {
  id: 'billboard-cars',
  title: 'Rent a car',
  desktop: { url: '/images/start-hero-desktop.webp', width: 1600, height: 640 },
  mobile: { url: '/images/start-hero-mobile.webp', width: 375, height: 400 },
  link: '/de-de/',
}
const props = { title: 'plus.billboard.title', subtitle: 'plus.billboard.subtitle' }

describe('billboard', () => {
  it('asks the web API for the car billboard of the page’s country and keeps its two pictures', async () => {
    const asked: unknown[] = []
    const api = dataApiOf({
      ...fakeApi(),
      billboard: async (query) => {
        asked.push(query)
        return ok(billboard)
      },
    })
    const data = await loader.load(props, { ...testEnv, api, slugs: {}, text: (key) => key })
    expect(asked).toEqual([{ country: 'DE', trucks: false }])
    expect(data).toEqual({ desktop: billboard.desktop, mobile: billboard.mobile })
  })

  it('shows the heading and subtitle in German over the phone picture, with the desktop picture from the "mi" breakpoint', () => {
    const html = renderBlockToString(Billboard, { ...props, data: billboard })
    expect(html).toContain('<h1>Plus: Ihr Auto im Monatsabo</h1>')
    expect(html).toContain('<p>Ein Monatspreis mit Versicherung, Wartung und Reifen. Flexibel ab 30 Tagen.</p>')
    expect(html).toMatch(
      /<source media="\(min-width: 780px\)" srcSet="[^"]*\/images\/start-hero-desktop[^"]*"[^>]*width="1600" height="640"/,
    )
    expect(html).toMatch(/<img src="\/images\/start-hero-mobile.webp"[^>]*width="375" height="400" alt=""/)
  })

  it('speaks Dutch on a Dutch page and leaves out a subtitle it was not given', () => {
    const html = renderBlockToString(Billboard, { title: props.title, data: billboard }, testEnv, 'nl-NL')
    expect(html).toContain('<h1>Plus: uw auto in een maandabonnement</h1>')
    expect(html).not.toContain('<p>')
  })

  it('asks for the truck billboard with "vehicles": "trucks" and shows its pictures under the German h1', async () => {
    const trucks = { title: 'truckRental.heading', subtitle: 'truckRental.billboard.subtitle', vehicles: 'trucks' as const }
    const data = await loader.load(trucks, { ...testEnv, api: dataApiOf(fakeApi()), slugs: {}, text: (key) => key })
    expect(data.mobile.url).toBe('/images/billboard-trucks-mobile.webp')
    const html = renderBlockToString(Billboard, { ...trucks, data })
    expect(html).toContain('<h1>Transporter und Lkw für jede Ladung</h1>')
    expect(html).toContain('data-billboard="trucks"')
    expect(html).toMatch(/srcSet="[^"]*\/images\/billboard-trucks-desktop/)
  })
})
