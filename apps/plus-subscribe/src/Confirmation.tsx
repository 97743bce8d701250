import type { RefObject } from 'react'
import { useTranslation } from '../../../engine/appSdk.ts'
import type { Subscription } from '../../../features/web-api/index.ts'
import { usePlusSubscribe } from './PlusSubscribeContext.tsx'
import { SubscriptionFacts } from './SubscriptionFacts.tsx'

/** The subscription taken: its reference, what was chosen, the price, where the mail went and the way to the account. */
export function Confirmation({
  subscription,
  headingRef,
}: {
  subscription: Subscription
  headingRef: RefObject<HTMLHeadingElement | null>
}) {
  const { t } = useTranslation()
  const { host } = usePlusSubscribe()
  return (
    <section className="ps-confirmation" aria-labelledby="ps-confirmation-heading" data-subscription={subscription.reference}>
      <h1 id="ps-confirmation-heading" ref={headingRef} tabIndex={-1}>
        {t('plus.subscribe.done.heading')}
      </h1>
      <p className="ps-reference">{t('plus.subscribe.done.reference', { reference: subscription.reference })}</p>
      <p>{t('plus.subscribe.done.mail', { email: subscription.email })}</p>
      <SubscriptionFacts subscription={subscription} />
      <p className="ps-links">
        {host.links.account && (
          <a className="ps-button" href={`${host.links.account}#/subscriptions`}>
            {t('plus.subscribe.done.account')}
          </a>
        )}
        <a href={host.links.start}>{t('plus.subscribe.allOffers')}</a>
      </p>
    </section>
  )
}
