import { createContext, useContext } from 'react'
import { formatDistance, formatLocalDateTime, formatNumber, formatPrice } from '../../../engine/appSdk.ts'
import type { ApiClient, Money } from '../../../features/web-api/index.ts'
import type { MicroAppContext } from '../../../features/micro-apps/index.ts'

export interface Phoenix {
  api: ApiClient
  host: MicroAppContext
  format: PhoenixFormat
}

export interface PhoenixFormat {
  money: (money: Money) => string
  /** "2026-12-01T12:30" in the market's date pattern and clock: "01.12.2026, 12:30" or "12/01/2026, 12:30 PM". */
  dateTime: (localDateTime: string) => string
  /** A distance in kilometres in the market's unit: "254 km" or "158 mi". */
  distance: (kilometres: number) => string
  /** A number with the market's separators: "1.250" or "1,250". */
  number: (value: number, fractionDigits?: number) => string
}

/** The site's own price and date formatters with the market formats the mount context brings: the funnel writes them as the page does. */
export function phoenixFormat(host: Pick<MicroAppContext, 'language' | 'country' | 'formats'>): PhoenixFormat {
  // Digits and grouping of the page's language in the market's country; the separators are the market's own.
  const locale = `${host.language}-${host.country.toUpperCase()}`
  return {
    money: (money) => formatPrice(money, host),
    dateTime: (value) => formatLocalDateTime(value, host.formats) ?? value,
    distance: (kilometres) => formatDistance(kilometres, locale, host.formats),
    number: (value, fractionDigits = 0) => formatNumber(value, locale, host.formats, fractionDigits),
  }
}

export const PhoenixContext = createContext<Phoenix | null>(null)

export function usePhoenix(): Phoenix {
  const phoenix = useContext(PhoenixContext)
  if (!phoenix) throw new Error('usePhoenix() outside the phoenix app')
  return phoenix
}
