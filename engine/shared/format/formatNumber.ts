import type { PageEnv } from '../PageEnv.tsx'
import { numberFormatOf } from './numberFormatOf.ts'

type NumberFormats = Pick<PageEnv['formats'], 'decimalSeparator'>

/**
 * Intl gives digits and grouping for the locale; the market decides the decimal separator (SPEC §3),
 * and the group separator moves out of its way when the two would be the same.
 */
export function withMarketSeparator(parts: Intl.NumberFormatPart[], formats: NumberFormats): string {
  const groupFallback = formats.decimalSeparator === ',' ? '.' : ','
  return parts
    .map((part) => {
      if (part.type === 'decimal') return formats.decimalSeparator
      if (part.type === 'group' && part.value === formats.decimalSeparator) return groupFallback
      return part.value
    })
    .join('')
}

export function formatNumber(value: number, locale: string, formats: NumberFormats, fractionDigits = 0): string {
  const parts = numberFormatOf(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).formatToParts(
    value,
  )
  return withMarketSeparator(parts, formats)
}

const KILOMETRES_PER_MILE = 1.609344

/** A distance given in kilometres, shown in the market's unit: "12,5 km" or "7.8 mi". */
export function formatDistance(
  kilometres: number,
  locale: string,
  formats: Pick<PageEnv['formats'], 'decimalSeparator' | 'measureOfLength'>,
): string {
  const value = formats.measureOfLength === 'mi' ? kilometres / KILOMETRES_PER_MILE : kilometres
  const digits = value < 10 ? 1 : 0
  return `${formatNumber(value, locale, formats, digits)} ${formats.measureOfLength}`
}
