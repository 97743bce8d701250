import { describe, expect, it } from 'vitest'
import { loadBlockData } from '../../tests/support/loadBlockData.ts'
import { renderBlockToString } from '../../engine/testing/renderBlockToString.tsx'
import loader from './data.ts'
import { PlusCampaign } from './PlusCampaign.tsx'

const props = { heading: 'plus.campaign.heading' }

describe('plus-campaign', () => {
  it('offers the running campaign with an email field and no dialog until the visitor registers', async () => {
    const data = await loadBlockData(loader, props)
    expect(data).toMatchObject({ id: 'plus-welcome', discountPercent: 20, discountedMonths: 3, gracePeriodDays: 30 })
    const html = renderBlockToString(PlusCampaign, { ...props, data })
    expect(html).toContain('20 % Rabatt auf Ihre ersten 3 Monatsraten')
    expect(html).toContain('type="email"')
    expect(html).not.toContain('<dialog')
  })

  it('renders nothing when no campaign runs', () => {
    expect(renderBlockToString(PlusCampaign, { ...props, data: null })).toBe('')
  })
})
