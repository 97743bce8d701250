import { useLoad, useTranslation } from '../../../engine/appSdk.ts'
import { subscriptionFactRows } from '../../../features/plus/index.ts'
import type { Subscription, User } from '../../../features/web-api/index.ts'
import { ActionError } from './ActionError.tsx'
import { useMysixt } from './MysixtContext.tsx'
import { UnverifiedNotice } from './UnverifiedNotice.tsx'

/**
 * #/subscriptions (issue 26 §7): the plus subscriptions taken with the account's email (GET /v2/users/me/subscriptions),
 * newest first; with none, the way to the plus offers. Shown only where the market shows the tab (SPEC §6:
 * isManageSubscriptionsHidden, hideAccountTabs; features/account/accountTabs.ts). Until the email is verified the API
 * lists none, so the tab says why instead.
 */
export function SubscriptionsTab({ user }: { user: User }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="msx-view-heading">
      <h2 id="msx-view-heading" tabIndex={-1}>
        {t('mysixt.tabs.subscriptions')}
      </h2>
      {user.emailVerified ? <SubscriptionList user={user} /> : <UnverifiedNotice user={user} />}
    </section>
  )
}

function SubscriptionList({ user }: { user: User }) {
  const { t } = useTranslation()
  const { api, host } = useMysixt()
  const subscriptions = useLoad((signal) => api.mySubscriptions({ signal }), [user.id])
  const { load } = subscriptions
  return (
    <>
      <p>{t('plus.subscribe.account.intro', { email: user.email })}</p>
      {load.status === 'loading' && (
        <p className="msx-loading" role="status">
          {t('plus.subscribe.account.loading')}
        </p>
      )}
      {load.status === 'error' && <ActionError error={load.error} onRetry={subscriptions.retry} />}
      {load.status === 'done' && load.value.length === 0 && (
        <div data-subscriptions-empty>
          <p>{t('plus.subscribe.account.empty')}</p>
          {host.links.plus && (
            <p>
              <a className="msx-button" href={host.links.plus}>
                {t('plus.subscribe.account.toPlus')}
              </a>
            </p>
          )}
        </div>
      )}
      {load.status === 'done' && load.value.length > 0 && (
        <ul className="msx-list">
          {load.value.map((subscription) => (
            <SubscriptionCard key={subscription.reference} subscription={subscription} />
          ))}
        </ul>
      )}
    </>
  )
}

function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation()
  const { format, host } = useMysixt()
  const { price } = subscription
  const money = (amount: number) => format.money({ amount, currency: price.currency })
  const rows = subscriptionFactRows(subscription, {
    t,
    money,
    day: format.date,
    miles: host.formats.measureOfLength === 'mi',
    locale: host.locale,
  })
  return (
    <li className="msx-card" data-subscription={subscription.reference}>
      <h3>{t('plus.subscribe.account.card', { title: subscription.offerTitle, reference: subscription.reference })}</h3>
      <dl className="msx-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  )
}
