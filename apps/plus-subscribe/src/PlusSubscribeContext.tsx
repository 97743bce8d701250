import { createContext, useContext } from 'react'
import { formatIsoDate, formatPrice } from '../../../engine/appSdk.ts'
import type { MicroAppContext } from '../../../features/micro-apps/index.ts'
import type { ApiClient } from '../../../features/web-api/index.ts'

export interface PlusSubscribe {
  api: ApiClient
  host: MicroAppContext
  /** An amount in the offer's currency as the market writes it. */
  money: (amount: number, currency: string) => string
  /** A day (YYYY-MM-DD) in the market's date pattern. */
  day: (isoDate: string) => string
  /** Whether the market measures distance in miles (SPEC §3 formats). */
  miles: boolean
}

export function plusSubscribeOf(api: ApiClient, host: MicroAppContext): PlusSubscribe {
  return {
    api,
    host,
    money: (amount, currency) => formatPrice({ amount, currency }, host),
    day: (isoDate) => formatIsoDate(isoDate, host.formats) ?? isoDate,
    miles: host.formats.measureOfLength === 'mi',
  }
}

export const PlusSubscribeContext = createContext<PlusSubscribe | null>(null)

export function usePlusSubscribe(): PlusSubscribe {
  const value = useContext(PlusSubscribeContext)
  if (!value) throw new Error('usePlusSubscribe() outside the plus-subscribe app')
  return value
}
