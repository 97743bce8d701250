import { useEffect, useRef, useState } from 'react'
import { formatLocalDateTime, formatPrice, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import { useApiClient } from '../../features/web-api-hooks/index.ts'
import type { Reservation } from '../../features/web-api/index.ts'
import { details } from './manageBookingStyles.ts'

export type Cancelling = 'idle' | 'confirming' | 'sending' | 'failed'

interface Props {
  reservation: Reservation
  cancelling: Cancelling
  onCancel: () => void
  onConfirm: () => void
  onKeep: () => void
  onAnother: () => void
}

/** A booking as its driver sees it, with the branch named by the API and the way to cancel it (asked twice). */
export function BookingDetails({ reservation, cancelling, onCancel, onConfirm, onKeep, onAnother }: Props) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const api = useApiClient()
  const [branchName, setBranchName] = useState<string>()
  const heading = useRef<HTMLHeadingElement>(null)
  const question = useRef<HTMLParagraphElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: another reservation shown takes the focus to its heading
  useEffect(() => heading.current?.focus(), [reservation.reservationNumber])
  useEffect(() => {
    if (cancelling === 'confirming') question.current?.focus()
  }, [cancelling])
  useEffect(() => {
    let current = true
    void api.station({ id: reservation.branchId }).then((found) => current && found.ok && setBranchName(found.value.name))
    return () => {
      current = false
    }
  }, [api, reservation.branchId])

  const cancelled = reservation.status === 'cancelled'
  return (
    <section className={details} aria-labelledby="manage-booking-details">
      <h2 id="manage-booking-details" ref={heading} tabIndex={-1}>
        {t('manageBooking.details.heading', { number: reservation.reservationNumber })}
      </h2>
      <dl>
        <dt>{t('manageBooking.details.status')}</dt>
        <dd data-status={reservation.status}>{t(`manageBooking.status.${reservation.status}`)}</dd>
        <dt>{t('manageBooking.details.car')}</dt>
        <dd>{t('manageBooking.details.orSimilar', { name: reservation.modelName })}</dd>
        <dt>{t('manageBooking.details.branch')}</dt>
        <dd>{branchName ?? reservation.branchId}</dd>
        <dt>{t('manageBooking.details.pickup')}</dt>
        <dd>{formatLocalDateTime(reservation.pickupDate, env.formats)}</dd>
        <dt>{t('manageBooking.details.return')}</dt>
        <dd>{formatLocalDateTime(reservation.returnDate, env.formats)}</dd>
        <dt>{t('manageBooking.details.total')}</dt>
        <dd>{formatPrice(reservation.total, env)}</dd>
      </dl>
      <div role="status">{cancelled ? <p>{t('manageBooking.cancel.done')}</p> : null}</div>
      {cancelling === 'failed' ? <p role="alert">{t('manageBooking.cancel.failed')}</p> : null}
      {!cancelled && (cancelling === 'confirming' || cancelling === 'sending') ? (
        <div>
          <p ref={question} tabIndex={-1}>
            {t('manageBooking.cancel.question')}
          </p>
          <div className="actions">
            <button type="button" onClick={onConfirm} disabled={cancelling === 'sending'} aria-busy={cancelling === 'sending'}>
              {cancelling === 'sending' ? t('manageBooking.cancel.sending') : t('manageBooking.cancel.confirm')}
            </button>
            <button type="button" data-variant="secondary" onClick={onKeep} disabled={cancelling === 'sending'}>
              {t('manageBooking.cancel.keep')}
            </button>
          </div>
        </div>
      ) : (
        <div className="actions">
          {cancelled ? null : (
            <button type="button" data-variant="secondary" onClick={onCancel}>
              {t('manageBooking.cancel.button')}
            </button>
          )}
          <button type="button" data-variant="secondary" onClick={onAnother}>
            {t('manageBooking.another')}
          </button>
        </div>
      )}
    </section>
  )
}
