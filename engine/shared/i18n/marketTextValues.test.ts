import { describe, expect, it } from 'vitest'
import { createI18n } from './createI18n.ts'
import { formatDistance, marketTextValues } from './marketTextValues.ts'

describe('marketTextValues (amounts in texts follow the market)', () => {
  it.each([
    [
      { language: 'de', country: 'de', currency: 'EUR', formats: { decimalSeparator: ',' as const, measureOfLength: 'km' as const } },
      '15 €',
    ],
    [
      { language: 'de', country: 'ch', currency: 'CHF', formats: { decimalSeparator: ',' as const, measureOfLength: 'km' as const } },
      'CHF 15',
    ],
    [
      { language: 'en', country: 'us', currency: 'USD', formats: { decimalSeparator: '.' as const, measureOfLength: 'mi' as const } },
      '$15',
    ],
    [
      { language: 'pl', country: 'pl', currency: 'PLN', formats: { decimalSeparator: ',' as const, measureOfLength: 'km' as const } },
      '15 zł',
    ],
  ])('the first-ride discount of SPEC §9 in %o reads %s', (market, shown) => {
    expect(marketTextValues(market).firstRideDiscount.replace(/\s/g, ' ')).toBe(shown)
  })

  it('fills the placeholder in any text of the page, and keeps placeholders a text fills itself', () => {
    const i18n = createI18n('de-DE', { 'de-DE': { a: '{{firstRideDiscount}} Rabatt', b: '{{count}} Fahrten' } }, [], {
      firstRideDiscount: '15 €',
    })
    expect(i18n.t('a')).toBe('15 € Rabatt')
    expect(i18n.t('b')).toBe('{{count}} Fahrten')
  })
})

describe('formatDistance (SPEC §3 measureOfLength)', () => {
  it.each([
    [{ language: 'de', country: 'de', formats: { measureOfLength: 'km' as const } }, '450 km'],
    [{ language: 'en', country: 'us', formats: { measureOfLength: 'mi' as const } }, '280 mi'],
    [{ language: 'en', country: 'gb', formats: { measureOfLength: 'mi' as const } }, '280 mi'],
  ])('450 km in %o reads %s', (market, shown) => {
    expect(formatDistance(450, market).replace(/\s/g, ' ')).toBe(shown)
  })
})
