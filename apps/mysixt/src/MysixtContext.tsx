import { createContext, useContext } from 'react'
import type { MicroAppContext } from '../../../features/micro-apps/index.ts'
import { formatIsoDate, formatLocalDateTime, formatPrice } from '../../../engine/appSdk.ts'
import type { ApiClient, Money } from '../../../features/web-api/index.ts'
import type { AccountSettings } from '../../../features/account/index.ts'

export interface Mysixt {
  api: ApiClient
  host: MicroAppContext
  format: MysixtFormat
  settings: AccountSettings
}

export interface MysixtFormat {
  money: (money: Money) => string
  dateTime: (localDateTime: string) => string
  /** "2026-11-23" (or a timestamp starting so) in the market's date pattern. */
  date: (isoDate: string) => string
}

/** The site's own formatters with the market formats of the mount context, as the booking funnel uses them. */
export function mysixtFormat(host: Pick<MicroAppContext, 'language' | 'country' | 'formats'>): MysixtFormat {
  return {
    money: (money) => formatPrice(money, host),
    dateTime: (value) => formatLocalDateTime(value, host.formats) ?? value,
    date: (value) => formatIsoDate(value.slice(0, 10), host.formats) ?? value,
  }
}

/** The market's account flags; a host that sends none (an older site) gets every tab and no social login. */
export function accountSettingsOf(host: Pick<MicroAppContext, 'account'>): AccountSettings {
  return {
    hideAccountTabs: host.account?.hideAccountTabs ?? [],
    isManageBookingsHidden: host.account?.isManageBookingsHidden ?? false,
    isManageSubscriptionsHidden: host.account?.isManageSubscriptionsHidden ?? false,
    enableSocialLogin: host.account?.enableSocialLogin ?? false,
    openHelpCenterEntryPoint: host.account?.openHelpCenterEntryPoint ?? false,
  }
}

export const MysixtContext = createContext<Mysixt | null>(null)

export function useMysixt(): Mysixt {
  const mysixt = useContext(MysixtContext)
  if (!mysixt) throw new Error('useMysixt() outside the mysixt app')
  return mysixt
}
