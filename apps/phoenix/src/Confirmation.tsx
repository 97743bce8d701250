import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Reservation } from '../../../engine/shared/api/types.ts'
import { usePhoenix } from './PhoenixContext.tsx'

/** Step 3: the reservation number. */
export function Confirmation({ reservation, branchName }: { reservation: Reservation; branchName: string }) {
  const { t } = useTranslation()
  const { format, host } = usePhoenix()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="phx-confirmation" aria-labelledby="phx-confirmation-heading">
      <h1 id="phx-confirmation-heading" ref={heading} tabIndex={-1}>
        {t('phoenix.confirmation.heading')}
      </h1>
      <p>{t('phoenix.confirmation.text')}</p>
      <dl>
        <div>
          <dt>{t('phoenix.confirmation.number')}</dt>
          <dd data-testid="reservation-number">{reservation.reservationNumber}</dd>
        </div>
        <div>
          <dt>{t('phoenix.confirmation.car')}</dt>
          <dd>{t('phoenix.orSimilar', { name: reservation.modelName })}</dd>
        </div>
        <div>
          <dt>{t('phoenix.summary.branch')}</dt>
          <dd>{branchName}</dd>
        </div>
        <div>
          <dt>{t('phoenix.summary.pickup')}</dt>
          <dd>{format.dateTime(reservation.pickupDate)}</dd>
        </div>
        <div>
          <dt>{t('phoenix.summary.return')}</dt>
          <dd>{format.dateTime(reservation.returnDate)}</dd>
        </div>
        <div>
          <dt>{t('phoenix.confirmation.total')}</dt>
          <dd>{format.money(reservation.total)}</dd>
        </div>
      </dl>
      <a className="phx-button" href={host.links.start}>
        {t('phoenix.confirmation.newSearch')}
      </a>
    </section>
  )
}
