import { useEffect, useRef } from 'react'
import type { AccountReceipt, User } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { TAB_ROUTES, viewOfHash, visibleTabs, type AccountView } from '../../../features/account/index.ts'
import { ActionError } from './ActionError.tsx'
import { BookingsTab } from './BookingsTab.tsx'
import { BusinessHubTab } from './BusinessHubTab.tsx'
import { InfoTab } from './InfoTab.tsx'
import { ManageMyBooking } from './ManageMyBooking.tsx'
import { useMysixt } from './MysixtContext.tsx'
import { PersonalData } from './PersonalData.tsx'
import { SubscriptionsTab } from './SubscriptionsTab.tsx'
import { ProfilesTab } from './ProfilesTab.tsx'
import { UnverifiedNotice } from './UnverifiedNotice.tsx'
import { useAction } from './useAction.ts'
import { useHashRoute } from './useHashRoute.ts'

/**
 * The account area (SPEC §2): the tabs the market shows (SPEC §6) as links to their hash routes, the view of
 * the current hash (an unknown or hidden one opens the default tab), and logging out. An account whose email is not
 * verified is told so above the view (the bookings and subscriptions tabs say it in place of their lists); `notice` is news such as "verified".
 */
export function AccountArea({ user, notice, onLoggedOut }: { user: User; notice?: string; onLoggedOut: () => void }) {
  const { t } = useTranslation()
  const { api, settings } = useMysixt()
  const tabs = visibleTabs(settings)
  const view = viewOfHash(useHashRoute(), tabs)
  const logout = useAction<AccountReceipt>()
  const heading = useRef<HTMLHeadingElement>(null)
  const current = view === 'manage-my-booking-info' ? 'bookings' : view

  // A new view gets focus on its heading, so a screen reader starts reading there after a tab is chosen.
  const first = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view changes, which is what it is for; the effect itself reads no view
  useEffect(() => {
    if (first.current) first.current = false
    else document.getElementById('msx-view-heading')?.focus()
  }, [view])
  useEffect(() => heading.current?.focus(), [])

  const logOut = async () => {
    if (await logout.run(() => api.logout())) onLoggedOut()
  }

  return (
    <div className="msx-area" data-view={view}>
      <div className="msx-area-head">
        <h1 ref={heading} tabIndex={-1}>
          {t('mysixt.area.heading', { firstName: user.firstName })}
        </h1>
        <button type="button" className="msx-button msx-secondary" onClick={() => void logOut()} disabled={logout.sending}>
          {t('mysixt.area.logout')}
        </button>
      </div>
      {logout.failure && <ActionError error={logout.failure} onRetry={() => void logOut()} />}
      {notice && (
        <p className="msx-success" role="status">
          {notice}
        </p>
      )}
      {!user.emailVerified && current !== 'bookings' && current !== 'subscriptions' && <UnverifiedNotice user={user} />}
      <nav aria-label={t('mysixt.area.tabsLabel')} className="msx-tabs">
        <ul>
          {tabs.map((tab) => (
            <li key={tab}>
              <a href={TAB_ROUTES[tab]} aria-current={tab === current ? 'page' : undefined} data-tab={tab}>
                {t(`mysixt.tabs.${tab}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="msx-view">
        <View view={view} user={user} />
      </div>
    </div>
  )
}

function View({ view, user }: { view: AccountView; user: User }) {
  switch (view) {
    case 'account':
      return <PersonalData user={user} />
    case 'bookings':
      return <BookingsTab user={user} />
    case 'manage-my-booking-info':
      return <ManageMyBooking user={user} />
    case 'subscriptions':
      return <SubscriptionsTab user={user} />
    case 'profiles':
      return <ProfilesTab user={user} />
    case 'businesshub':
      return <BusinessHubTab user={user} />
    default:
      return <InfoTab tab={view} />
  }
}
