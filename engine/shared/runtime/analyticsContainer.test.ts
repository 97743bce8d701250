// Protects SPEC §4, §8: the container follows the domain and the product generation; an unknown domain or locale gives no analytics.
import { describe, expect, it } from 'vitest'
import { analyticsContainerId, productGenerationOf, type ProductGeneration } from './analyticsContainer.ts'

const DE = { tagManagerId: 'GTM-EXAMPLEDE' }
const US = { tagManagerId: 'GTM-EXAMPLEUS' }
const ANALYTICS = { next: 'GTM-EXAMPLE1', zen: 'GTM-EXAMPLE2', ride: 'GTM-EXAMPLE3' }

describe('analyticsContainerId', () => {
  it.each<
    [
      string,
      { tagManagerId: string } | undefined,
      string,
      string[],
      ProductGeneration,
      Partial<Record<ProductGeneration, string>> | undefined,
      string | undefined,
    ]
  >([
    ['de next', DE, 'de-DE', ['de-DE', 'en-DE'], 'next', ANALYTICS, 'GTM-EXAMPLEDE'],
    ['de zen', DE, 'de-DE', ['de-DE'], 'zen', ANALYTICS, 'GTM-EXAMPLE2'],
    ['de ride', DE, 'en-DE', ['de-DE', 'en-DE'], 'ride', ANALYTICS, 'GTM-EXAMPLE3'],
    ['us ride', US, 'en-US', ['en-US', 'es-US'], 'ride', ANALYTICS, 'GTM-EXAMPLE3'],
    ['us zen without a zen container', US, 'es-US', ['en-US', 'es-US'], 'zen', { next: 'GTM-X' }, 'GTM-EXAMPLEUS'],
    ['ride without market analytics', DE, 'de-DE', ['de-DE'], 'ride', undefined, 'GTM-EXAMPLEDE'],
    ['unknown domain', undefined, 'de-DE', ['de-DE'], 'next', ANALYTICS, undefined],
    ['unknown domain, ride', undefined, 'de-DE', ['de-DE'], 'ride', ANALYTICS, undefined],
    ['unknown locale', DE, 'xx-XX', ['de-DE'], 'next', ANALYTICS, undefined],
    ['locale of another market', DE, 'fr-FR', ['de-DE'], 'ride', ANALYTICS, undefined],
    ['malformed container id', DE, 'de-DE', ['de-DE'], 'ride', { ride: '"><script>' }, undefined],
  ])('%s', (_, domain, locale, marketLocales, generation, analytics, expected) => {
    expect(analyticsContainerId({ domain, locale, marketLocales, generation, analytics })).toBe(expected)
  })
})

describe('productGenerationOf', () => {
  it.each([
    ['zen', 'zen'],
    ['ride', 'ride'],
    ['ibe', 'next'],
    ['funnel', 'next'],
    ['empty', 'next'],
    ['anything', 'next'],
  ])('layout %s is generation %s', (layout, generation) => {
    expect(productGenerationOf(layout)).toBe(generation)
  })
})
