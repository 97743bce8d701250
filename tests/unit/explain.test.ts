// Protects `npm run explain`: each effective value names the document that set it, including inherited and overridden ones.
import { describe, expect, it } from 'vitest'
import { explainPage } from '../../engine/node/cli/explainPage.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'

describe('explainPage', () => {
  const { index } = validateProject()
  const explained = explainPage(index!, 'ch', 'airport-promotion', 'fr')
  const from = (pointer: string) => explained.values.find((value) => value.pointer === pointer)?.from

  it('shows the page for the market language', () => {
    expect(explained.path).toBe('/fr-ch/aeroport/')
  })

  it('names the market override, the market and its base', () => {
    expect(from('/page/slug')).toMatch(/^pages\/airport-promotion\.json:\d+:\d+$/)
    expect(from('/market/countryAlpha2')).toMatch(/^markets\/ch\.json:/)
    expect(from('/market/tenantId')).toMatch(/^markets\/_base\.json:/)
  })

  it('refuses an unknown page with a suggestion', () => {
    expect(() => explainPage(index!, 'ch', 'airport-promo')).toThrow('did you mean "airport-promotion"')
  })
})
