import { useTranslation } from '../../../engine/appSdk.ts'
import type { Subscription } from '../../../features/web-api/index.ts'
import { usePlusSubscribe } from './PlusSubscribeContext.tsx'

/** What a subscription is: vehicle, term, mileage, handover, start and price per month, in the market's formats. */
export function SubscriptionFacts({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation()
  const { money, day, miles, host } = usePlusSubscribe()
  const { tenure, mileage, price } = subscription
  const rows: [string, string][] = [
    [t('plus.subscribe.facts.vehicle'), subscription.offerTitle],
    [
      t('plus.subscribe.facts.term'),
      tenure.minimumMonths === 0
        ? t('plus.subscribe.term.flexible', { days: tenure.renewalDays })
        : t('plus.subscribe.term.minimum', { months: tenure.minimumMonths, days: tenure.renewalDays }),
    ],
    [
      t('plus.subscribe.facts.mileage'),
      t(miles ? 'plus.subscribe.mileage.miles' : 'plus.subscribe.mileage.km', {
        distance: (miles ? mileage.milesPerMonth : mileage.kmPerMonth).toLocaleString(host.locale),
      }),
    ],
    [
      t('plus.subscribe.facts.handover'),
      subscription.branch
        ? t('plus.subscribe.facts.pickupAt', { branch: `${subscription.branch.name}, ${subscription.branch.city}` })
        : t('plus.subscribe.facts.deliveryTo', {
            address: subscription.address
              ? `${subscription.address.street}, ${subscription.address.postalCode} ${subscription.address.city}`
              : '',
          }),
    ],
    [t('plus.subscribe.facts.start'), day(subscription.startDate)],
    [t('plus.subscribe.price.monthly'), money(price.monthly, price.currency)],
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
