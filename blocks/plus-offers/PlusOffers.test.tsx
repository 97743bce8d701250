import { describe, expect, it } from 'vitest'
import { loadBlockData } from '../../tests/support/loadBlockData.ts'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import loader from './data.ts'
import { PlusOffers } from './PlusOffers.tsx'

const props = { heading: 'plus.offers.heading' }
const gbEnv = {
  ...testEnv,
  market: 'gb',
  country: 'gb',
  language: 'en',
  locale: 'en-GB',
  currency: 'GBP',
  formats: { ...testEnv.formats, decimalSeparator: '.' as const },
}

describe('plus-offers', () => {
  it('loads every offer, at most six branches for the location filter (SPEC §9), the v1.1 tenure options and the lowest budget step', async () => {
    const data = await loadBlockData(loader, props)
    expect(data.offers).toHaveLength(12)
    expect(data.branches).toHaveLength(6)
    expect(data.tenureOptions.map((option) => option.minimumMonths)).toEqual([0, 6, 12])
    expect(data.minimumBudget).toBe(400)
  })

  it('prerenders every offer with the SPEC §3 facts: type, engine, price per month, fee, term, refund bonus, licence, payload and load space of vans', async () => {
    const html = renderBlockToString(PlusOffers, { ...props, data: await loadBlockData(loader, props) })
    expect(html.match(/data-offer="/g)).toHaveLength(12)
    expect(html).toContain('Gefundene Angebote: 12')
    expect(html).toMatch(/349\s€ pro Monat/)
    expect(html).toContain('Anmeldegebühr')
    expect(html).toContain('Startgebühr')
    expect(html).toContain('Treuebonus: nach 6 Monaten erstattungsfähig.')
    expect(html).toContain('Flexibel, 30 Tage')
    expect(html).toContain('C1')
    expect(html).toMatch(/1\.100 kg/)
    expect(html).toContain('6,7 m³')
    expect(html).toMatch(/<span>Lkw<\/span>/)
    expect(html).toMatch(/<span>Transporter<\/span><span>Elektro<\/span>/)
    // The combustion compact has no engine code and shows "Verbrenner".
    expect(html).toMatch(/Kestrel Compact<\/h3><p[^>]*><span>Pkw<\/span><span>Verbrenner<\/span>/)
  })

  it('writes prices in the market currency and format, and British wording in en-GB', async () => {
    const data = await loadBlockData(loader, props, gbEnv)
    const html = renderBlockToString(PlusOffers, { ...props, data }, gbEnv, 'en-GB')
    expect(html).toContain('£299 per month')
    expect(html).toContain('Enrolment fee')
    expect(html).toContain('Estate')
  })

  it('shows no offer priced in a currency the market hides (SPEC §3 hideCurrencies)', async () => {
    const data = await loadBlockData(loader, props)
    const html = renderBlockToString(PlusOffers, { ...props, data }, { ...testEnv, hiddenCurrencies: ['EUR'] })
    expect(html).not.toContain('data-offer="')
    expect(html).toContain('Leider wurden keine Angebote gefunden')
  })
})
