import type { Subscription } from '../web-api/index.ts'

/** How a page writes what a subscription row needs: its texts and the market's formats. */
export interface SubscriptionFactFormats {
  t: (key: string, values?: Record<string, string | number>) => string
  money: (amount: number) => string
  day: (isoDate: string) => string
  /** The market measures distance in miles (SPEC §3: GB and US). */
  miles: boolean
  locale: string
}

/**
 * The label and value of what a subscription is, in the order both places show it (the journey's confirmation and the
 * account's Subscriptions tab): term, mileage, handover, start and price per month.
 */
export function subscriptionFactRows(
  subscription: Subscription,
  { t, money, day, miles, locale }: SubscriptionFactFormats,
): [string, string][] {
  const { tenure, mileage, price } = subscription
  return [
    [
      t('plus.subscribe.facts.term'),
      tenure.minimumMonths === 0
        ? t('plus.subscribe.term.flexible', { days: tenure.renewalDays })
        : t('plus.subscribe.term.minimum', { months: tenure.minimumMonths, days: tenure.renewalDays }),
    ],
    [
      t('plus.subscribe.facts.mileage'),
      t(miles ? 'plus.subscribe.mileage.miles' : 'plus.subscribe.mileage.km', {
        distance: (miles ? mileage.milesPerMonth : mileage.kmPerMonth).toLocaleString(locale),
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
    [t('plus.subscribe.price.monthly'), money(price.monthly)],
  ]
}
