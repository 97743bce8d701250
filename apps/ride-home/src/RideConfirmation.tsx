import { useEffect, useRef } from 'react'
import { useTranslation } from '../../../engine/appSdk.ts'
import type { RideBooking } from '../../../features/web-api/index.ts'
import { RideSummary } from './RideSummary.tsx'
import { rideCancelHref } from './rideCancelHref.ts'

/**
 * The answer to a sent request (issue 26): the reference, the ride and its fixed price, that the confirmation was
 * mailed, and the cancellation link. The heading takes the focus, so a screen reader reads the outcome at once.
 */
export function RideConfirmation({ ride, onAnother }: { ride: RideBooking; onAnother: () => void }) {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="rh-result" aria-labelledby="rh-confirmation-heading" data-ride-confirmation>
      <h2 id="rh-confirmation-heading" ref={heading} tabIndex={-1}>
        {t('ride.request.confirmation.heading')}
      </h2>
      <RideSummary ride={ride} />
      <p data-ride-mail>{t('ride.request.confirmation.mailSent', { email: ride.rider.email })}</p>
      <p>{t('ride.request.confirmation.payment')}</p>
      <div className="rh-actions">
        {ride.cancelToken && (
          <a
            className="rh-button rh-secondary"
            href={ride.cancelLink ?? rideCancelHref(ride.reference, ride.cancelToken)}
            data-ride-cancel-link
          >
            {t('ride.request.confirmation.cancelLink')}
          </a>
        )}
        <button type="button" className="rh-button rh-secondary" onClick={onAnother}>
          {t('ride.request.confirmation.another')}
        </button>
      </div>
    </section>
  )
}
