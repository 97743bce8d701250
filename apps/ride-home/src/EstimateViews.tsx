import { formatPrice, useTranslation } from '../../../engine/appSdk.ts'
import type { RideCalls, RideEstimate } from '../../../features/web-api/index.ts'
import type { EstimateState } from './RideClassChoice.tsx'
import { useRideHome } from './RideHomeContext.tsx'

interface RideClassListProps {
  estimate: RideEstimate
  /** The radio group's name. */
  name: string
  chosen: string | undefined
  onChoose: (rideClass: string) => void
}

/*
 * The estimate, once both addresses are chosen: asking for it, and what the form shows of the answer (the classes with
 * their prices, a ride outside the service area, an estimate that failed). A chunk of its own (useRideViews.ts),
 * fetched then (useRideEstimate.ts): a visitor who chooses no addresses loads none of it.
 */

/**
 * Asks for the estimate of a ride and reports it; a ride the API calls outside the service area (code
 * "outsideServiceArea") is its own state, so the form can say so and offer to change the drop-off. Answers the
 * function that cancels it (the addresses changed).
 */
export function askEstimate(
  api: RideCalls,
  ride: Parameters<RideCalls['rideEstimate']>[0],
  report: (state: EstimateState) => void,
): () => void {
  const controller = new AbortController()
  void api.rideEstimate(ride, { signal: controller.signal }).then((result) => {
    if (controller.signal.aborted) return
    if (result.ok) report({ status: 'done', estimate: result.value })
    else report(result.error.code === 'outsideServiceArea' ? { status: 'outside' } : { status: 'error' })
  })
  return () => controller.abort()
}

/** The classes of an estimate with their fixed prices, as radio buttons (RideClassChoice.tsx). */
export function RideClassList({ estimate, name, chosen, onChoose }: RideClassListProps) {
  const { t } = useTranslation()
  const { host } = useRideHome()
  return (
    <div className="rh-class-list">
      {estimate.classes.map((option) => (
        <label key={option.rideClass} className="rh-class" data-ride-class={option.rideClass}>
          <input
            type="radio"
            name={name}
            value={option.rideClass}
            checked={chosen === option.rideClass}
            onChange={() => onChoose(option.rideClass)}
          />
          <span className="rh-class-name">{t(`ride.request.classes.${option.rideClass}`)}</span>
          <span className="rh-class-capacity">{t('ride.request.capacity', { passengers: option.passengers, bags: option.bags })}</span>
          <span className="rh-class-price">{formatPrice(option.price, host)}</span>
        </label>
      ))}
    </div>
  )
}

/** A ride the API finds outside the service area: it says so and offers to change the drop-off (RideRequestForm.tsx). */
export function OutsideArea({ pickup, dropoff, onChangeDropoff }: { pickup: string; dropoff: string; onChangeDropoff: () => void }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className="rh-alert rh-wide" data-ride-outside>
      <p>{t('ride.request.outsideArea', { pickup, dropoff })}</p>
      <button type="button" className="rh-button rh-secondary" onClick={onChangeDropoff}>
        {t('ride.request.changeDropoff')}
      </button>
    </div>
  )
}

/** An estimate that could not be had, with a retry (RideClassChoice.tsx). */
export function EstimateError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div role="alert">
      <p className="rh-error">{t('ride.request.estimateError')}</p>
      <button type="button" className="rh-button rh-secondary" onClick={onRetry}>
        {t('rideApp.retry')}
      </button>
    </div>
  )
}
