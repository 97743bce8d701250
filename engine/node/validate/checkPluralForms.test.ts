import { describe, expect, it } from 'vitest'
import type { Bundle } from '../../shared/i18n/createI18n.ts'
import { missingPluralForms, unusedPluralForms } from './checkPluralForms.ts'

const english: Bundle = {
  phoenix: { offerCount_one: '{{count}} offer', offerCount_other: '{{count}} offers', seats_one: '1 seat', seats_other: '{{count}} seats' },
}
const polish: Bundle = {
  phoenix: {
    offerCount_one: 'oferta',
    offerCount_few: 'oferty',
    offerCount_many: 'ofert',
    offerCount_other: 'oferty',
    seats_one: 'miejsce',
    seats_other: 'miejsca',
  },
}
const bundles = new Map<string, Bundle>([
  ['en-US', english],
  ['en-GB', english],
  ['pl-PL', polish],
])

describe('missingPluralForms (npm run i18n:check)', () => {
  it('names the forms Polish needs that a translated plural key lacks, and accepts a complete one', () => {
    expect(missingPluralForms({ path: '/pl-pl/', locale: 'pl-PL', fallbackLocales: ['en-GB'] }, bundles)).toEqual([
      { key: 'phoenix.seats', missing: ['phoenix.seats_few', 'phoenix.seats_many'], bundle: 'pl-PL' },
    ])
  })

  it('leaves a language with no bundle of its own alone: its pages read English, with English forms', () => {
    expect(missingPluralForms({ path: '/ar-ae/', locale: 'ar-AE', fallbackLocales: ['en-GB'] }, bundles)).toEqual([])
  })

  it('reads the forms across the bundles of one language (nl-BE falls back to nl-NL)', () => {
    const dutch = new Map<string, Bundle>([
      ['en-US', english],
      ['nl-NL', { phoenix: { offerCount_one: 'aanbod', offerCount_other: 'aanbiedingen' } }],
      ['nl-BE', { phoenix: { offerCount_other: 'aanbiedingen' } }],
    ])
    expect(missingPluralForms({ path: '/nl-be/', locale: 'nl-BE', fallbackLocales: ['nl-NL'] }, dutch)).toEqual([])
  })
})

describe('unusedPluralForms', () => {
  it('names a form the language does not have', () => {
    expect(unusedPluralForms('pl-PL', { phoenix: { offerCount_two: 'x', offerCount_few: 'y' } }, english)).toEqual([
      'phoenix.offerCount_two',
    ])
  })
})
