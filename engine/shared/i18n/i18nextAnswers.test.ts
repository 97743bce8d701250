// Protects the texts of every page, island and micro-app across the move from i18next to the one translation
// runtime: for a table of real keys (plain, with placeholders, with market values, every plural base at counts 0, 1,
// 2, 5, 22 and 1.5, a missing key) in locales with different plural rules and fallback chains, createI18n and the
// browser's resolved texts answer exactly what i18next 26.7.2 answered. i18nextAnswers.fixture.json was recorded
// with i18next through the previous createI18n, the commit before i18next left the dependencies.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { SiteIndex } from '../../model/siteIndex.ts'
import { fromRepo } from '../../node/repoRoot.ts'
import { messagesFor } from '../../server/translations.ts'
import { type Bundle, createI18n } from './createI18n.ts'
import answers from './i18nextAnswers.fixture.json' with { type: 'json' }
import { createTexts, type TOptions } from './translate.ts'

const bundles: Record<string, Bundle> = Object.fromEntries(
  readdirSync(fromRepo('locales')).map((locale) => [
    locale,
    JSON.parse(readFileSync(fromRepo(`locales/${locale}/translations.json`), 'utf8')),
  ]),
)
const site = {
  project: { bundles: new Map(Object.entries(bundles).map(([name, data]) => [name, { name, data }])) },
} as unknown as SiteIndex
const cases = answers.cases as [string, TOptions | null][]
const keys = new Set(cases.map(([key]) => key))

/**
 * Known, and older than the one runtime: pt-BR has no bundle and falls back to pt-PT, whose plural rules the server
 * applies (0 and 1.5 are "other" there), while an island picks the form by pt-BR's rules (0 and 1.5 are "one").
 * Islands and micro-apps did the same before; the fix is to ship the answering locale with the texts.
 */
const islandDiffers = (locale: string, options: TOptions | null) => locale === 'pt-BR' && (options?.count === 0 || options?.count === 1.5)

describe('the one translation runtime answers what i18next answered', () => {
  it.each(answers.locales as [string, string[]][])('%s (fallbacks %j): server, island and micro-app texts', (locale, fallbacks) => {
    const expected = (answers.answers as Record<string, string[]>)[locale]!
    const server = createI18n(locale, bundles, fallbacks, answers.marketValues)
    // An island or micro-app gets the page's resolved texts (market values filled in) and translates them alone.
    const island = createTexts(locale, messagesFor(site, server, keys, new Set()))
    cases.forEach(([key, options], index) => {
      const call = `${key} ${JSON.stringify(options)}`
      expect(options ? server.t(key, options) : server.t(key), call).toBe(expected[index])
      if (!options?.skipInterpolation && !islandDiffers(locale, options))
        expect(options ? island.t(key, options) : island.t(key), call).toBe(expected[index])
    })
  })

  it('takes the market value for a placeholder given as undefined, as i18next does', () => {
    const texts = createI18n('de-DE', bundles, [], answers.marketValues)
    expect(texts.t('rideHome.firstRide.heading', { firstRideDiscount: undefined })).toBe('15 € Rabatt auf Ihre erste Fahrt')
  })
})
