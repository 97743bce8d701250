// Protects issue 27 §8: no page title over 60 characters; the brand goes first, the page's own words last.
import { describe, expect, it } from 'vitest'
import { composePageTitle, PAGE_TITLE_MAX_LENGTH } from './composePageTitle.ts'

describe('composePageTitle', () => {
  it('keeps the brand suffix when the whole title fits', () => {
    expect(composePageTitle({ title: 'Hilfe-Center', brand: 'Rentaro' })).toBe('Hilfe-Center | Rentaro')
  })

  it('drops the brand suffix when it would pass 60 characters', () => {
    const title = 'Formules de protection : Basic, Smart et All inclusive'
    expect(composePageTitle({ title, brand: 'Rentaro' })).toBe(title)
  })

  it('falls back to the item of a generated page, with the brand when it fits', () => {
    const item = 'Quelle distance puis-je parcourir avec une voiture électrique ?'.slice(0, 45)
    const title = `${item} – Centre d’aide de location de voitures`
    expect(composePageTitle({ title, item, brand: 'Rentaro' })).toBe(`${item} | Rentaro`)
  })

  it('cuts an item that is too long on its own at a word, with an ellipsis', () => {
    const item = 'Mon conjoint ou partenaire doit-il payer en tant que conducteur supplémentaire ?'
    const composed = composePageTitle({ title: `${item} – Centre d’aide`, item, brand: 'Rentaro' })
    expect(composed.length).toBeLessThanOrEqual(PAGE_TITLE_MAX_LENGTH)
    expect(composed).toBe('Mon conjoint ou partenaire doit-il payer en tant que…')
  })
})
