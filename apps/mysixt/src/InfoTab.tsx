import { useTranslation } from '../../../engine/appSdk.ts'
import type { AccountTab } from '../../../features/account/index.ts'
import { useMysixt } from './MysixtContext.tsx'

/**
 * The tabs whose services live elsewhere (business hub, help, driver profiles, subscriptions): what the tab is
 * for and, where the site has the page, a link to it. The reference API has no data for them.
 */
export function InfoTab({ tab }: { tab: Exclude<AccountTab, 'account' | 'bookings'> }) {
  const { t } = useTranslation()
  const { host } = useMysixt()
  const link = tab === 'help-center' ? host.links.helpCenter : undefined
  return (
    <section aria-labelledby="msx-view-heading">
      <h2 id="msx-view-heading" tabIndex={-1}>
        {t(`mysixt.tabs.${tab}`)}
      </h2>
      <p>{t(`mysixt.info.${tab}`)}</p>
      {link && (
        <p>
          <a href={link}>{t('mysixt.info.helpCenterLink')}</a>
        </p>
      )}
    </section>
  )
}
