import { Suspense } from 'react'
import { useTranslation } from '../../../engine/appSdk.ts'
import { useConsent } from './useConsent.ts'
import { useRideViews } from './useRideViews.ts'

/**
 * SPEC §7, §9: nothing third-party before consent; after "accept all" the transfer component loads in place
 * (TransferMount.tsx, fetched then).
 */
export function TransferPlanner() {
  const { t } = useTranslation()
  const consent = useConsent()
  const { TransferMount } = useRideViews()

  return (
    <section className="rh-transfer" aria-labelledby="rh-transfer-heading">
      <h3 id="rh-transfer-heading">{t('rideApp.transfer.heading')}</h3>
      {consent === 'all' ? (
        <Suspense fallback={<TransferLoading />}>
          <TransferMount />
        </Suspense>
      ) : (
        <>
          <p>{t('rideApp.transfer.needsConsent')}</p>
          <button type="button" className="rh-button rh-secondary" data-cookie-settings>
            {t('rideApp.transfer.cookieSettings')}
          </button>
        </>
      )}
    </section>
  )
}

/** Said while the component's code or script loads. */
export function TransferLoading() {
  const { t } = useTranslation()
  return <p role="status">{t('rideApp.transfer.loading')}</p>
}
