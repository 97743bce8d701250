import { describe, expect, it } from 'vitest'
import { createI18n, type Bundle } from '../shared/i18n/createI18n.ts'
import type { SiteIndex } from '../model/siteIndex.ts'
import { messagesFor } from './translations.ts'

const bundles: Record<string, Bundle> = {
  'en-US': { phoenix: { offerCount_one: '{{count}} offer', offerCount_other: '{{count}} offers', title: 'Offers' } },
  'en-GB': { phoenix: { title: 'Offers' } },
  'pl-PL': { phoenix: { offerCount_one: '{{count}} oferta', offerCount_few: '{{count}} oferty', offerCount_other: '{{count}} oferty' } },
}
const site = {
  project: { bundles: new Map(Object.entries(bundles).map(([name, data]) => [name, { name, data }])) },
} as unknown as SiteIndex

describe('messagesFor (the texts an island or micro-app gets in the browser)', () => {
  it('raw plural keys on Polish pages: every plural form Polish uses is shipped, a missing one as the "other" text', () => {
    const polish = createI18n('pl-PL', bundles, ['en-GB'])
    const messages = messagesFor(site, polish, new Set(), new Set(['phoenix'])) as { phoenix: Record<string, string> }
    expect(messages.phoenix).toEqual({
      title: 'Offers',
      offerCount_one: '{{count}} oferta',
      offerCount_few: '{{count}} oferty',
      offerCount_many: '{{count}} oferty',
      offerCount_other: '{{count}} oferty',
    })
    // The browser's i18next, given only these messages, picks the right form and never shows a key.
    const browser = createI18n('pl-PL', { 'pl-PL': messages })
    expect([1, 3, 5, 22].map((count) => browser.t('phoenix.offerCount', { count }))).toEqual([
      '1 oferta',
      '3 oferty',
      '5 oferty',
      '22 oferty',
    ])
  })

  it('Arabic pages without an Arabic bundle get the six Arabic forms, filled from the English chain', () => {
    const arabic = createI18n('ar-AE', bundles, ['en-GB'])
    const messages = messagesFor(site, arabic, new Set(['phoenix.offerCount']), new Set()) as { phoenix: Record<string, string> }
    expect(Object.keys(messages.phoenix).sort()).toEqual([
      'offerCount_few',
      'offerCount_many',
      'offerCount_one',
      'offerCount_other',
      'offerCount_two',
      'offerCount_zero',
    ])
    const browser = createI18n('ar-AE', { 'ar-AE': messages })
    expect(browser.t('phoenix.offerCount', { count: 3 })).toBe('3 offers')
  })
})
