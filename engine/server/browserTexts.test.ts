// An island translates the texts messagesFor ships (one locale, fallbacks already applied, every plural form its
// language needs); the server translates the bundles along the market's fallback chain. Both go through the one
// runtime (engine/shared/i18n/translate.ts), but any difference between the two inputs would show as a hydration
// mismatch, so they are compared over every key of the real bundles, in languages with different plural rules,
// with and without placeholder values.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fromRepo } from '../node/repoRoot.ts'
import type { SiteIndex } from '../model/siteIndex.ts'
import { createI18n, flattenBundle, type Bundle } from '../shared/i18n/createI18n.ts'
import { pluralBases } from '../shared/i18n/pluralForms.ts'
import { createTexts } from '../shared/i18n/translate.ts'
import { messagesFor } from './translations.ts'

const bundles: Record<string, Bundle> = Object.fromEntries(
  readdirSync(fromRepo('locales')).map((locale) => [
    locale,
    JSON.parse(readFileSync(fromRepo(`locales/${locale}/translations.json`), 'utf8')) as Bundle,
  ]),
)
const site = {
  project: { bundles: new Map(Object.entries(bundles).map(([name, data]) => [name, { name, data }])) },
} as unknown as SiteIndex
const english = [...flattenBundle(bundles['en-US']).keys()]
const bases = [...pluralBases(english)]
const keys = [...english.filter((key) => !/_(zero|one|two|few|many|other)$/.test(key)), ...bases]
const marketValues = { firstRideDiscount: '15 %', currentYear: '2027' }
const values = {
  count: 3,
  price: '12,00 €',
  months: 6,
  days: 30,
  total: 7,
  number: 'A-12',
  name: 'Anna',
  hours: '8–18',
  date: '1.2.2027',
  item: 'Berlin',
  query: 'fuel',
}

describe("an island's resolved texts give what the server's fallback chain gives", () => {
  for (const [locale, fallbacks] of [
    ['de-DE', []],
    ['pl-PL', []],
    ['ar-AE', []],
    ['de-CH', ['de-DE']],
    ['en-GB', []],
  ] as [string, string[]][]) {
    it(`${locale}: every key, plain, with values, and with counts 0, 1, 2, 5, 22, 1.5`, () => {
      const i18n = createI18n(locale, bundles, fallbacks, marketValues)
      const texts = createTexts(locale, messagesFor(site, i18n, new Set(keys), new Set()))
      for (const key of keys) {
        expect(texts.t(key), key).toBe(i18n.t(key))
        expect(texts.t(key, values), key).toBe(i18n.t(key, values))
        // The payload's texts have the market values filled in already (as they had with i18next in the browser).
        const raw = i18n.t(key, { skipInterpolation: true })
        if (!Object.keys(marketValues).some((name) => raw.includes(`{{${name}}}`)))
          expect(texts.t(key, { skipInterpolation: true }), key).toBe(raw)
        for (const count of [0, 1, 2, 5, 22, 1.5])
          expect(texts.t(key, { ...values, count }), `${key} count ${count}`).toBe(i18n.t(key, { ...values, count }))
      }
      expect(texts.t('no.such.key')).toBe(i18n.t('no.such.key'))
      expect(texts.t('helpCentre.search.resultCount', { count: '{{count}}' })).toBe(
        i18n.t('helpCentre.search.resultCount', { count: '{{count}}' }),
      )
    })
  }
})
