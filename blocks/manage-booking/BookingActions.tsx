import { useState } from 'react'
import { usePageEnv, useTranslation } from '../../engine/sdk.ts'
import { useApiClient } from '../../features/web-api-hooks/index.ts'
import type { Reservation } from '../../features/web-api/index.ts'
import { downloadCalendar } from './downloadCalendar.ts'
import type { BranchLookup } from './useBranches.ts'

type Resend = 'idle' | 'sending' | 'sent' | 'limit' | 'noEmail' | 'failed'

/** What the driver can do with a booking: change, cancel, mail the confirmation again, add to calendar, print. */
export function BookingActions({
  reservation,
  lastName,
  canChange,
  branches,
  onChange,
  onCancel,
  onAnother,
}: {
  reservation: Reservation
  lastName: string
  canChange: boolean
  branches: [BranchLookup | undefined, BranchLookup | undefined]
  onChange: () => void
  onCancel: () => void
  onAnother: () => void
}) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const api = useApiClient()
  const [resend, setResend] = useState<Resend>('idle')
  const cancelled = reservation.status === 'cancelled'

  const mailAgain = async () => {
    setResend('sending')
    const answer = await api.resendConfirmationMail({ reservationNumber: reservation.reservationNumber, lastName, locale: env.locale })
    if (answer.ok) return setResend('sent')
    const status = answer.error.kind === 'http' ? answer.error.status : undefined
    setResend(status === 429 ? 'limit' : status === 409 ? 'noEmail' : 'failed')
  }

  return (
    <div className="actions-area">
      <div className="actions">
        {cancelled ? null : (
          <>
            <button type="button" data-action="change" onClick={onChange} disabled={!canChange}>
              {t('manageBooking.change.button')}
            </button>
            <button type="button" data-variant="secondary" data-action="cancel" onClick={onCancel}>
              {t('manageBooking.cancel.button')}
            </button>
          </>
        )}
        <button
          type="button"
          data-variant="secondary"
          onClick={() => void mailAgain()}
          disabled={resend === 'sending'}
          aria-busy={resend === 'sending'}
        >
          {resend === 'sending' ? t('manageBooking.actions.resending') : t('manageBooking.actions.resend')}
        </button>
        {cancelled ? null : (
          <button type="button" data-variant="secondary" onClick={() => downloadCalendar(reservation, ...branches, t)}>
            {t('manageBooking.actions.calendar')}
          </button>
        )}
        <button type="button" data-variant="secondary" onClick={() => window.print()}>
          {t('manageBooking.actions.print')}
        </button>
        <button type="button" data-variant="secondary" onClick={onAnother}>
          {t('manageBooking.another')}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {resend === 'sent' ? <p>{t('manageBooking.actions.resent')}</p> : null}
      </div>
      {resend === 'limit' || resend === 'noEmail' || resend === 'failed' ? (
        <p role="alert">{t(`manageBooking.actions.resendProblem.${resend}`)}</p>
      ) : null}
    </div>
  )
}
