import { describe, expect, it } from 'vitest'
import { renderBlockToString } from '../../engine/testing/renderBlockToString.tsx'
import { DealButtons } from './DealButtons.tsx'

describe('DealButtons', () => {
  it('renders each deal as a link, adding the category for the booking page', () => {
    const html = renderBlockToString(DealButtons, {
      heading: 'deals.heading',
      deals: [
        { label: 'deals.electric.label', text: 'deals.electric.text', url: 'page:online-booking', category: 'electric', icon: 'bolt' },
        { label: 'deals.airport.label', text: 'deals.airport.text', url: 'page:airport-promotion', icon: 'plane' },
      ],
    })
    expect(html).toContain('<h2>Angebote</h2>')
    expect(html).toMatch(
      /<a href="\/de-de\/booking\/\?category=electric"><svg[^>]*aria-hidden="true"[^>]*>.*<\/svg><span><strong>Elektrisch fahren<\/strong><small>Leise, sauber und voll geladen<\/small><\/span><\/a>/,
    )
    expect(html).toContain('<a href="/de-de/flughafen/">')
  })
})
