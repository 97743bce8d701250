/** SPEC §2: the account area's tabs, in the order they show, each at its hash route under the account path. */
export const ACCOUNT_TABS = ['account', 'bookings', 'businesshub', 'help-center', 'profiles', 'subscriptions'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]

/** Hash routes of the tabs (SPEC §2): #/account is personal data; manage-my-booking-info belongs to the bookings tab. */
export const TAB_ROUTES: Record<AccountTab, string> = {
  account: '#/account',
  bookings: '#/bookings',
  businesshub: '#/businesshub',
  'help-center': '#/help-center',
  profiles: '#/profiles',
  subscriptions: '#/subscriptions',
}

/** What the market says about the account area (SPEC §3, §6 flags), as the mount context carries it. */
export interface AccountSettings {
  hideAccountTabs: readonly AccountTab[]
  isManageBookingsHidden: boolean
  isManageSubscriptionsHidden: boolean
  enableSocialLogin: boolean
  openHelpCenterEntryPoint: boolean
}

/**
 * The tabs a market shows (SPEC §6): hideAccountTabs removes tabs; isManageBookingsHidden removes the bookings
 * tab (and with it manage-my-booking), isManageSubscriptionsHidden the subscriptions tab. A market that hides
 * everything still shows personal data: a logged-in visitor always has somewhere to log out.
 */
export function visibleTabs(settings: AccountSettings): AccountTab[] {
  const shown = ACCOUNT_TABS.filter((tab) => {
    if (settings.hideAccountTabs.includes(tab)) return false
    if (tab === 'bookings' && settings.isManageBookingsHidden) return false
    if (tab === 'subscriptions' && settings.isManageSubscriptionsHidden) return false
    return true
  })
  return shown.length > 0 ? shown : ['account']
}

export type AccountView = AccountTab | 'manage-my-booking-info'

/**
 * The view an address hash opens: a visible tab's route, or #/manage-my-booking-info where bookings show.
 * Anything else (an unknown route, a hidden tab, no hash) opens the default tab: bookings where the market
 * shows them, else the first tab it shows.
 */
export function viewOfHash(hash: string, tabs: readonly AccountTab[]): AccountView {
  const route = hash.replace(/^#\/?/, '').split(/[?/]/)[0]
  if (route === 'manage-my-booking-info' && tabs.includes('bookings')) return route
  if ((tabs as readonly string[]).includes(route)) return route as AccountTab
  return defaultTab(tabs)
}

export function defaultTab(tabs: readonly AccountTab[]): AccountTab {
  return tabs.includes('bookings') ? 'bookings' : (tabs[0] ?? 'account')
}
