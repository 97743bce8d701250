import type { Subscription } from '../../features/web-api/index.ts'
import { formatIsoDate } from '../../engine/shared/format/formatDateTime.ts'
import { formatNumber } from '../../engine/shared/format/formatNumber.ts'
import { formatPrice } from '../../engine/shared/format/formatPrice.ts'
import type { TFunction } from '../../engine/shared/i18n/translate.ts'
import type { MailBlock, MailRow } from './mailContent.ts'
import { mailMarketFormats } from './mailMarketFormats.ts'

/** Miles per month where the market measures in miles (SPEC §3 formats: GB and US). */
const MILES_COUNTRIES = new Set(['GB', 'US'])

/**
 * The body of a plus subscription's confirmation (issue 26): the reference, the vehicle, term, mileage, handover and
 * start day, and the price line by line as the journey showed it (features/plus/subscriptionPrice.ts), in the
 * subscription country's formats; then the link to the account's Subscriptions tab.
 */
export function subscriptionConfirmationBlocks(
  t: TFunction,
  locale: string,
  subscription: Subscription,
  accountLink: string | undefined,
): MailBlock[] {
  const formats = mailMarketFormats(subscription.country)
  const market = { language: locale.split('-')[0]!, country: subscription.country.toLowerCase(), formats }
  const { price } = subscription
  const money = (amount: number) => formatPrice({ amount, currency: price.currency }, market)
  const miles = MILES_COUNTRIES.has(subscription.country)
  const distance = miles
    ? t('subscriptionConfirmation.miles', { distance: formatNumber(subscription.mileage.milesPerMonth, locale, formats) })
    : t('subscriptionConfirmation.km', { distance: formatNumber(subscription.mileage.kmPerMonth, locale, formats) })
  const term =
    subscription.tenure.minimumMonths === 0
      ? t('subscriptionConfirmation.termFlexible', { days: subscription.tenure.renewalDays })
      : t('subscriptionConfirmation.termMinimum', { months: subscription.tenure.minimumMonths, days: subscription.tenure.renewalDays })
  const place =
    subscription.handover === 'pickup' && subscription.branch
      ? t('subscriptionConfirmation.pickupAt', { branch: `${subscription.branch.name}, ${subscription.branch.city}` })
      : subscription.address
        ? t('subscriptionConfirmation.deliveryTo', {
            address: `${subscription.address.street}, ${subscription.address.postalCode} ${subscription.address.city}`,
          })
        : ''
  const facts: MailRow[] = [
    { label: t('subscriptionConfirmation.reference'), value: subscription.reference },
    { label: t('subscriptionConfirmation.vehicle'), value: subscription.offerTitle },
    { label: t('subscriptionConfirmation.term'), value: term },
    { label: t('subscriptionConfirmation.mileage'), value: distance },
    { label: t('subscriptionConfirmation.handover'), value: place },
    { label: t('subscriptionConfirmation.start'), value: formatIsoDate(subscription.startDate, formats) ?? subscription.startDate },
  ]
  const rows: MailRow[] = [{ label: t('subscriptionConfirmation.base'), value: money(price.base) }]
  if (price.termDiscount > 0)
    rows.push({
      label: t('subscriptionConfirmation.termDiscount', { percent: price.termDiscountPercent }),
      value: `−${money(price.termDiscount)}`,
    })
  rows.push({ label: t('subscriptionConfirmation.mileagePrice'), value: money(price.mileage) })
  const after: MailRow[] = []
  if (price.campaign)
    after.push({
      label: t('subscriptionConfirmation.campaign', { percent: price.campaign.percent, months: price.campaign.months }),
      value: money(price.campaign.monthly),
    })
  after.push({ label: t(`subscriptionConfirmation.fee.${price.fee.kind}`), value: money(price.fee.amount) })
  if (price.delivery > 0) after.push({ label: t('subscriptionConfirmation.delivery'), value: money(price.delivery) })
  after.push({ label: t('subscriptionConfirmation.dueAtStart'), value: money(price.dueAtStart) })
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t('subscriptionConfirmation.intro') },
    { kind: 'facts', rows: facts },
    {
      kind: 'prices',
      heading: t('subscriptionConfirmation.priceHeading'),
      rows,
      total: { label: t('subscriptionConfirmation.monthly'), value: money(price.monthly) },
      after,
      note: t('subscriptionConfirmation.renewal', { days: subscription.tenure.renewalDays }),
    },
  ]
  if (accountLink) blocks.push({ kind: 'action', label: t('subscriptionConfirmation.account'), href: accountLink })
  return blocks
}
