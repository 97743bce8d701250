import { describe, expect, it } from 'vitest'
import { formatPrice, visibleCurrencies } from './formatPrice.ts'

const comma = { decimalSeparator: ',' as const }
const dot = { decimalSeparator: '.' as const }
const plain = (text: string) => text.replace(/\u202f|\u00a0/g, ' ')

describe('formatPrice', () => {
  it.each([
    [49.9, 'EUR', 'de', 'de', comma, '49,90 €'],
    [49, 'EUR', 'de', 'de', comma, '49 €'],
    [206.97, 'USD', 'en', 'us', dot, '$206.97'],
    [1299.5, 'GBP', 'en', 'gb', dot, '£1,299.50'],
    [17380, 'HUF', 'de', 'hu', comma, '17.380 HUF'],
    // SPEC §3: Switzerland writes a decimal comma; Intl's de-CH would write "CHF 30.99".
    [30.99, 'CHF', 'de', 'ch', comma, 'CHF 30,99'],
    [1234.5, 'CHF', 'de', 'ch', comma, "CHF 1'234,50"],
    [30.99, 'CHF', 'fr', 'ch', comma, '30,99 CHF'],
    [49.9, 'EUR', 'en', 'de', comma, '€49,90'],
  ])('%d %s for %s-%s', (amount, currency, language, country, formats, expected) => {
    expect(plain(formatPrice({ amount, currency }, { language, country, formats }))).toBe(expected)
  })
})

describe('visibleCurrencies', () => {
  it('drops the hidden currencies (AED in the US, SPEC §3)', () => {
    expect(visibleCurrencies(['USD', 'EUR', 'AED'], ['AED'])).toEqual(['USD', 'EUR'])
  })
})
