import { useEffect, useState } from 'react'
import { formatLocalDateTime, formatPrice, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import { useApiClient } from '../../features/web-api-hooks/index.ts'
import type { CancellationQuote, Reservation } from '../../features/web-api/index.ts'
import { bidiIsolated } from './bidiIsolated.ts'
import { ManageDialog } from './ManageDialog.tsx'

type Quote = { kind: 'loading' } | { kind: 'failed' } | { kind: 'done'; quote: CancellationQuote }

/**
 * Cancelling asks first and says what it costs under the booked terms (the API's quote: free or the fee, the refund),
 * then cancels; a booking cancelled meanwhile (409) is read again by the caller.
 */
export function CancelDialog({
  reservation,
  lastName,
  rateFeeDays,
  onCancelled,
  onConflict,
  onClose,
}: {
  reservation: Reservation
  lastName: string
  rateFeeDays: number
  onCancelled: (reservation: Reservation) => void
  onConflict: () => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const api = useApiClient()
  const [quote, setQuote] = useState<Quote>({ kind: 'loading' })
  const [sending, setSending] = useState<'idle' | 'sending' | 'failed'>('idle')
  const [attempt, setAttempt] = useState(0)
  const { reservationNumber } = reservation

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    const controller = new AbortController()
    setQuote({ kind: 'loading' })
    void api.cancellationQuote({ reservationNumber, lastName }, { signal: controller.signal }).then((answer) => {
      if (controller.signal.aborted) return
      if (!answer.ok && answer.error.kind === 'http' && answer.error.status === 409) return onConflict()
      setQuote(answer.ok ? { kind: 'done', quote: answer.value } : { kind: 'failed' })
    })
    return () => controller.abort()
  }, [api, reservationNumber, lastName, attempt])

  const confirm = async () => {
    setSending('sending')
    const answer = await api.cancelReservation({ reservationNumber, lastName })
    if (!answer.ok && answer.error.kind === 'http' && answer.error.status === 409) return onConflict()
    if (!answer.ok) return setSending('failed')
    onCancelled(answer.value)
  }

  const money = (amount: CancellationQuote['fee']) => formatPrice(amount, env)
  return (
    <ManageDialog
      id="manage-booking-cancel"
      title={t('manageBooking.cancel.title', { number: reservationNumber })}
      busy={sending === 'sending'}
      onClose={onClose}
    >
      <p>{t('manageBooking.cancel.question')}</p>
      <div role="status" aria-live="polite">
        {quote.kind === 'loading' ? <p>{t('manageBooking.cancel.quoteLoading')}</p> : null}
        {quote.kind === 'done' ? (
          <div data-cancel-quote={quote.quote.free ? 'free' : 'fee'}>
            {quote.quote.free ? (
              <p>
                {t('manageBooking.cancel.free', {
                  deadline: bidiIsolated(formatLocalDateTime(quote.quote.freeUntil, env.formats), env.dir),
                })}
              </p>
            ) : (
              <p>{t('manageBooking.cancel.fee', { days: rateFeeDays, amount: money(quote.quote.fee) })}</p>
            )}
            {quote.quote.refund.amount > 0 ? (
              <p className="emphasis">{t('manageBooking.cancel.refund', { amount: money(quote.quote.refund) })}</p>
            ) : null}
            {quote.quote.feeOwed.amount > 0 ? <p>{t('manageBooking.cancel.feeOwed', { amount: money(quote.quote.feeOwed) })}</p> : null}
          </div>
        ) : null}
      </div>
      {quote.kind === 'failed' ? (
        <p role="alert">
          {t('manageBooking.cancel.quoteFailed')}{' '}
          <button type="button" data-variant="link" onClick={() => setAttempt((count) => count + 1)}>
            {t('manageBooking.retry')}
          </button>
        </p>
      ) : null}
      {sending === 'failed' ? <p role="alert">{t('manageBooking.cancel.failed')}</p> : null}
      <div className="actions">
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={quote.kind !== 'done' || sending === 'sending'}
          aria-busy={sending === 'sending'}
        >
          {sending === 'sending' ? t('manageBooking.cancel.sending') : t('manageBooking.cancel.confirm')}
        </button>
        <button type="button" data-variant="secondary" onClick={onClose} disabled={sending === 'sending'}>
          {t('manageBooking.cancel.keep')}
        </button>
      </div>
    </ManageDialog>
  )
}
