// Protects the truck rental page's billboard (SPEC §7 /v2/apps/campaign?trucks=true, §9): the truck billboard's
// pictures of the page's country under the page's h1 in its language.
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../tests/support/fakeApi.ts'
import { dataApiOf } from '../../tests/support/loadBlockData.ts'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import loader from './data.ts'
import { TruckBillboard } from './TruckBillboard.tsx'

const props = { title: 'truckRental.heading', subtitle: 'truckRental.billboard.subtitle' }

describe('truck-billboard', () => {
  it('asks the web API for the truck billboard and shows its pictures under the German h1', async () => {
    const data = await loader.load(props, { ...testEnv, api: dataApiOf(fakeApi()), slugs: {}, text: (key) => key })
    expect(data.mobile.url).toBe('/images/billboard-trucks-mobile.webp')
    const html = renderBlockToString(TruckBillboard, { ...props, data })
    expect(html).toContain('<h1>Transporter und Lkw für jede Ladung</h1>')
    expect(html).toMatch(/srcSet="[^"]*\/images\/billboard-trucks-desktop/)
  })
})
