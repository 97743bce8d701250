// Protects the compared frames: each opens its own market's address with the studio's preview query kept.
import { describe, expect, it } from 'vitest'
import { previewAddress, routeIn } from './previewAddress.ts'

const page = {
  id: 'airport-promotion',
  file: 'pages/airport-promotion.json',
  routes: [
    { market: 'ch', language: 'fr', path: '/fr-ch/aeroport/' },
    { market: 'ch', language: 'de', path: '/de-ch/flughafen/' },
    { market: 'de', language: 'de', path: '/de/flughafen/' },
  ],
}

describe('previewAddress', () => {
  it('keeps the query the explained preview carries', () => {
    expect(previewAddress(page.routes[2], { path: '/fr-ch/aeroport/', previewUrl: '/fr-ch/aeroport/?studio=1' })).toBe(
      '/de/flughafen/?studio=1',
    )
  })

  it('is the bare path when nothing is explained yet', () => {
    expect(previewAddress(page.routes[0])).toBe('/fr-ch/aeroport/')
  })

  it('opens a compared market in the same language when it has it, else its first', () => {
    expect(routeIn(page, 'ch', 'de')?.path).toBe('/de-ch/flughafen/')
    expect(routeIn(page, 'de', 'fr')?.path).toBe('/de/flughafen/')
    expect(routeIn(page, 'it', 'fr')).toBeUndefined()
  })
})
