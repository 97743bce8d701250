import { useTranslation } from '../../../engine/appSdk.ts'
import { subscriptionFactRows } from '../../../features/plus/index.ts'
import type { Subscription } from '../../../features/web-api/index.ts'
import { usePlusSubscribe } from './PlusSubscribeContext.tsx'

/** What a subscription is: vehicle, term, mileage, handover, start and price per month, in the market's formats. */
export function SubscriptionFacts({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation()
  const { money, day, miles, host } = usePlusSubscribe()
  const { price } = subscription
  const rows: [string, string][] = [
    [t('plus.subscribe.facts.vehicle'), subscription.offerTitle],
    ...subscriptionFactRows(subscription, {
      t,
      money: (amount) => money(amount, price.currency),
      day,
      miles,
      locale: host.locale,
    }),
  ]
  if (price.campaign)
    rows.push([
      t('plus.subscribe.price.campaign', { months: price.campaign.months, percent: price.campaign.percent }),
      money(price.campaign.monthly, price.currency),
    ])
  rows.push([t('plus.subscribe.price.dueAtStart'), money(price.dueAtStart, price.currency)])
  return (
    <dl className="ps-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
