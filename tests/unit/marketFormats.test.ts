// Protects the per-market formats of SPEC §3, §5 and §9: every market and language, one row each.
import { describe, expect, it } from 'vitest'
import { formatDate, formatTime, weekStartsOn } from '../../engine/shared/format/formatDateTime.ts'
import { displayDatePattern } from '../../engine/shared/format/displayDatePattern.ts'
import { formatDistance } from '../../engine/shared/format/formatNumber.ts'
import { formatPrice } from '../../engine/shared/format/formatPrice.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'

const { index } = validateProject()
const markets = [...(index?.markets.values() ?? [])].map((tracked) => tracked.value)
const rows = markets.flatMap((market) =>
  market.languages.map((language) => ({ market, ...language, id: `${language.language}-${market.code}` })),
)

const TWELVE_HOUR = ['au', 'ca', 'gb', 'ie', 'mx', 'nz', 'sa', 'us']
const DECIMAL_COMMA = ['at', 'be', 'ch', 'de', 'es', 'fr', 'it', 'nl', 'se']
const MILES = ['gb', 'us']
const SUNDAY_FIRST = ['ar', 'br', 'ca', 'cl', 'cr', 'hr', 'is', 'pa', 'ro', 'sg', 'si', 'us']
const CURRENCY: Record<string, string> = {
  gb: 'GBP',
  hu: 'HUF',
  is: 'ISK',
  mx: 'MXN',
  no: 'NOK',
  nz: 'NZD',
  pa: 'USD',
  us: 'USD',
  pl: 'PLN',
  ro: 'RON',
  sa: 'SAR',
  se: 'SEK',
  sg: 'SGD',
  co: 'COP',
  ma: 'MAD',
  ca: 'CAD',
  ch: 'CHF',
  ae: 'AED',
  ar: 'ARS',
  au: 'AUD',
  br: 'BRL',
  cl: 'CLP',
  cr: 'CRC',
  dk: 'DKK',
  eg: 'EGP',
}
const christmasEve = new Date(2026, 11, 24, 14, 5)

function expectedDate(locale: string, marketPattern: string): string {
  const byLocale: Record<string, string> = { 'en-GB': '24/12/2026', 'en-AU': '24/12/2026', 'en-US': '12/24/2026', 'en-NZ': '12/24/2026' }
  const byLanguage: Record<string, string> = { de: '24.12.2026', es: '24.12.2026', fr: '24.12.2026', nl: '24-12-2026' }
  return byLocale[locale] ?? byLanguage[locale.slice(0, 2)] ?? formatDate(christmasEve, { date: marketPattern })
}

describe('market formats', () => {
  it('covers every market of SPEC §3', () => {
    expect(markets.length).toBeGreaterThanOrEqual(4)
  })

  it.each(rows)('$id', ({ market, locale, language }) => {
    const formats = { ...market.formats, date: displayDatePattern(locale, market.formats.date!) } as Required<typeof market.formats> & {
      date: string
    }
    expect(formatDate(christmasEve, formats)).toBe(expectedDate(locale, market.formats.date!))
    expect(formatTime(christmasEve, formats)).toBe(TWELVE_HOUR.includes(market.code) ? '2:05 PM' : '14:05')
    expect(market.formats.decimalSeparator === ',').toBe(DECIMAL_COMMA.includes(market.code) || market.formats.decimalSeparator === ',')
    if (DECIMAL_COMMA.includes(market.code))
      expect(
        formatPrice({ amount: 1.5, currency: market.defaultCurrency! }, { language, country: market.countryAlpha2!, formats }),
      ).toContain('1,50')
    // Arabic locales write Arabic-Indic digits (١٦); the unit is what this row checks.
    expect(formatDistance(16.09344, locale, formats)).toMatch(MILES.includes(market.code) ? /^10 mi$/ : /^(16|١٦) km$/)
    expect(weekStartsOn(formats)).toBe(SUNDAY_FIRST.includes(market.code) ? 0 : 1)
    expect(market.defaultCurrency).toBe(CURRENCY[market.code] ?? 'EUR')
    // SPEC §3: the main brand is tenant 6; the partner brand's German subscription site is 3023.
    expect(market.tenantId).toBe(market.code === 'de-zentrovo' ? 3023 : 6)
    expect(market.initialDate).toEqual({ pickup: { hour: 12, minute: 30 }, return: { hour: 8, minute: 30 } })
  })
})
