import { useEffect, useRef, useState } from 'react'
import { useLoad, useTranslation } from '../../../engine/appSdk.ts'
import type { RideBooking } from '../../../features/web-api/index.ts'
import { useRideHome } from './RideHomeContext.tsx'
import { RideSummary } from './RideSummary.tsx'

type Outcome = { status: 'idle' | 'sending' } | { status: 'cancelled'; ride: RideBooking } | { status: 'error'; message: string }

/**
 * The page a confirmation's cancellation link opens (issue 26): the ride for the holder of the token, a button that
 * cancels it, and what happened in words. A wrong link, a ride cancelled already or one whose pickup time has come
 * each say so, with the way to a new request.
 */
export function RideCancellation({ reference, token, onNewRide }: { reference: string; token: string; onNewRide: () => void }) {
  const { t } = useTranslation()
  const { api } = useRideHome()
  const { load, retry } = useLoad((signal) => api.rideBooking({ reference, token }, { signal }), [api, reference, token])
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' })
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  async function cancel() {
    if (outcome.status === 'sending') return
    setOutcome({ status: 'sending' })
    const result = await api.cancelRide({ reference, token })
    if (result.ok) return setOutcome({ status: 'cancelled', ride: result.value })
    const code = result.error.code
    setOutcome({
      status: 'error',
      message: t(
        code === 'cancelled'
          ? 'ride.request.cancel.already'
          : code === 'started'
            ? 'ride.request.cancel.started'
            : 'ride.request.cancel.error',
      ),
    })
  }

  const ride = outcome.status === 'cancelled' ? outcome.ride : load.status === 'done' ? load.value : undefined
  return (
    <section className="rh-result" aria-labelledby="rh-cancel-heading" data-ride-cancellation>
      <h2 id="rh-cancel-heading" ref={heading} tabIndex={-1}>
        {t('ride.request.cancel.heading', { reference })}
      </h2>
      {load.status === 'loading' && <p role="status">{t('ride.request.cancel.loading')}</p>}
      {load.status === 'error' && (
        <div role="alert">
          <p>{t(load.error.status === 404 ? 'ride.request.cancel.notFound' : 'ride.request.cancel.error')}</p>
          {load.error.status !== 404 && (
            <button type="button" className="rh-button rh-secondary" onClick={retry}>
              {t('rideApp.retry')}
            </button>
          )}
        </div>
      )}
      {ride && <RideSummary ride={ride} />}
      <div role="status">
        {outcome.status === 'cancelled' && <p className="rh-done">{t('ride.request.cancel.cancelled', { reference })}</p>}
        {ride?.status === 'cancelled' && outcome.status === 'idle' && <p>{t('ride.request.cancel.already')}</p>}
      </div>
      {outcome.status === 'error' && (
        <p role="alert" className="rh-error">
          {outcome.message}
        </p>
      )}
      <div className="rh-actions">
        {ride?.status === 'requested' && outcome.status !== 'cancelled' && (
          <>
            <p>{t('ride.request.cancel.free')}</p>
            <button type="button" className="rh-button" onClick={cancel} aria-disabled={outcome.status === 'sending'} data-ride-cancel>
              {t('ride.request.cancel.submit')}
            </button>
          </>
        )}
        <button type="button" className="rh-button rh-secondary" onClick={onNewRide}>
          {t('ride.request.cancel.back')}
        </button>
      </div>
    </section>
  )
}
