import { Suspense, useId, useRef, useState } from 'react'
import { useLoad, useTranslation } from '../../../engine/appSdk.ts'
import type { RideBooking } from '../../../features/web-api/index.ts'
import { rideCancelParams } from './rideCancelHref.ts'
import { useRideHome } from './RideHomeContext.tsx'
import { RideRequestForm } from './RideRequestForm.tsx'
import { TransferPlanner } from './TransferPlanner.tsx'
import { useRideViews } from './useRideViews.ts'

/** The fictitious promo code of the first-ride discount (SPEC §9); the amount comes from the market's currency. */
export const FIRST_RIDE_PROMO_CODE = 'FIRSTRIDE'

/**
 * The ride booking widget (SPEC §2 ride home, issue 26): the request form with its service area, estimate and the
 * rider's details; the confirmation with the reference; or, opened from a cancellation link, the cancellation. Beside
 * it the first-ride discount and the drivers claim.
 */
export function RideHomeApp() {
  const { t } = useTranslation()
  const { api, host } = useRideHome()
  const id = useId()
  const { RideConfirmation, RideCancellation } = useRideViews()
  const { load, retry } = useLoad((signal) => api.rideServiceArea({ country: host.country.toUpperCase() }, { signal }), [api, host.country])
  const [booked, setBooked] = useState<RideBooking>()
  const [cancelling, setCancelling] = useState(() => rideCancelParams())
  const [formKey, setFormKey] = useState(0)

  function newRide() {
    setBooked(undefined)
    setCancelling(undefined)
    setFormKey((value) => value + 1)
    if (window.location.search) window.history.replaceState(null, '', window.location.pathname)
  }

  // Nothing until the service area first answers: the page's skeleton stays until the form can be drawn whole (the
  // block's enhance.ts swaps them when the app draws), so the offer and what follows do not jump down as it appears.
  const answered = useRef(false)
  if (load.status !== 'loading') answered.current = true
  if (!answered.current && !cancelling && !booked) return null
  const loadingView = <p role="status">{t('ride.bookingLoading')}</p>
  return (
    <div className="rh-app">
      <div className="rh-main">
        {cancelling ? (
          <Suspense fallback={loadingView}>
            <RideCancellation reference={cancelling.reference} token={cancelling.token} onNewRide={newRide} />
          </Suspense>
        ) : booked ? (
          <Suspense fallback={loadingView}>
            <RideConfirmation ride={booked} onAnother={newRide} />
          </Suspense>
        ) : load.status === 'done' ? (
          <RideRequestForm key={formKey} area={load.value} onBooked={setBooked} />
        ) : load.status === 'loading' ? (
          loadingView
        ) : (
          <div role="alert" className="rh-alert">
            <p>{t('rideApp.load.heading')}</p>
            <p>{t('rideApp.load.text')}</p>
            <button type="button" className="rh-button rh-secondary" onClick={retry}>
              {t('rideApp.retry')}
            </button>
          </div>
        )}
      </div>
      <aside className="rh-offer" aria-labelledby={`${id}-offer`}>
        <p id={`${id}-offer`} className="rh-discount" data-first-ride-discount>
          {t('rideHome.firstRide.heading')}
        </p>
        <p>{t('rideApp.discount.text', { code: FIRST_RIDE_PROMO_CODE })}</p>
        <p className="rh-claim">{t('rideApp.claim')}</p>
      </aside>
      <TransferPlanner />
    </div>
  )
}
