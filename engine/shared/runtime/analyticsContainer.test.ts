// Protects SPEC §4, §8: the container follows the domain and the generation the page's layout declares; an unknown
// domain or locale gives no analytics.
import { describe, expect, it } from 'vitest'
import type { AnalyticsGeneration } from '../types/layout.gen.ts'
import { analyticsContainerId } from './analyticsContainer.ts'

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
      AnalyticsGeneration | undefined,
      Partial<Record<AnalyticsGeneration, string>> | undefined,
      string | undefined,
    ]
  >([
    ['de, no generation declared: the domain', DE, 'de-DE', ['de-DE', 'en-DE'], undefined, ANALYTICS, 'GTM-EXAMPLEDE'],
    ['de zen', DE, 'de-DE', ['de-DE'], 'zen', ANALYTICS, 'GTM-EXAMPLE2'],
    ['de ride', DE, 'en-DE', ['de-DE', 'en-DE'], 'ride', ANALYTICS, 'GTM-EXAMPLE3'],
    ['de, next declared: the market container', DE, 'de-DE', ['de-DE'], 'next', ANALYTICS, 'GTM-EXAMPLE1'],
    ['us ride', US, 'en-US', ['en-US', 'es-US'], 'ride', ANALYTICS, 'GTM-EXAMPLE3'],
    ['us zen without a zen container', US, 'es-US', ['en-US', 'es-US'], 'zen', { next: 'GTM-X' }, 'GTM-EXAMPLEUS'],
    ['ride without market analytics', DE, 'de-DE', ['de-DE'], 'ride', undefined, 'GTM-EXAMPLEDE'],
    ['no generation, without market analytics', DE, 'de-DE', ['de-DE'], undefined, undefined, 'GTM-EXAMPLEDE'],
    ['unknown domain', undefined, 'de-DE', ['de-DE'], undefined, ANALYTICS, undefined],
    ['unknown domain, ride', undefined, 'de-DE', ['de-DE'], 'ride', ANALYTICS, undefined],
    ['unknown locale', DE, 'xx-XX', ['de-DE'], undefined, ANALYTICS, undefined],
    ['locale of another market', DE, 'fr-FR', ['de-DE'], 'ride', ANALYTICS, undefined],
    ['malformed market container id', DE, 'de-DE', ['de-DE'], 'ride', { ride: '"><script>' }, undefined],
    ['malformed domain container id', { tagManagerId: 'UA-1' }, 'de-DE', ['de-DE'], undefined, ANALYTICS, undefined],
  ])('%s', (_, domain, locale, marketLocales, generation, analytics, expected) => {
    expect(analyticsContainerId({ domain, locale, marketLocales, generation, analytics })).toBe(expected)
  })
})
