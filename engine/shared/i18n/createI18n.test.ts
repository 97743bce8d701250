import { describe, expect, it } from 'vitest'
import { createI18n, flattenBundle, nestMessages } from './createI18n.ts'

const bundles = {
  'en-US': { greeting: 'Hello', color: 'Color', only: 'English only' },
  'en-GB': { color: 'Colour' },
  'de-DE': { greeting: 'Hallo', street: 'Straße' },
  'de-CH': { street: 'Strasse' },
  'nl-NL': { greeting: 'Hallo', car: 'huurauto' },
  'nl-BE': { car: 'huurwagen' },
}

describe('createI18n fallback chains', () => {
  it.each([
    ['de-CH', ['de-DE'], { street: 'Strasse', greeting: 'Hallo', only: 'English only' }],
    ['nl-BE', ['nl-NL'], { car: 'huurwagen', greeting: 'Hallo', only: 'English only' }],
    ['en-AU', ['en-GB'], { color: 'Colour', greeting: 'Hello' }],
    ['en-NZ', ['en-GB'], { color: 'Colour', only: 'English only' }],
    ['pl-PL', ['en-GB'], { greeting: 'Hello', color: 'Colour' }],
  ])('%s falls back through %j to en-US', (locale, fallbacks, expected) => {
    const i18n = createI18n(locale, bundles, fallbacks)
    for (const [key, text] of Object.entries(expected)) expect(i18n.t(key)).toBe(text)
  })
})

describe('bundle shapes', () => {
  it('flattens nested bundles to dotted keys and nests them back', () => {
    const nested = { a: { b: 'x', c: { d: 'y' } } }
    const flat = Object.fromEntries(flattenBundle(nested))
    expect(flat).toEqual({ 'a.b': 'x', 'a.c.d': 'y' })
    expect(nestMessages(flat)).toEqual(nested)
  })
})
