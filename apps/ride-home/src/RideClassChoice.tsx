import { useId } from 'react'
import { formatDistance, formatPrice, useTranslation } from '../../../engine/appSdk.ts'
import type { RideEstimate } from '../../../features/web-api/index.ts'
import { useRideHome } from './RideHomeContext.tsx'

export type EstimateState =
  | { status: 'waiting' | 'loading' }
  | { status: 'done'; estimate: RideEstimate }
  | { status: 'outside' }
  | { status: 'error' }

interface RideClassChoiceProps {
  state: EstimateState
  chosen: string | undefined
  onChoose: (rideClass: string) => void
  onRetry: () => void
  error?: string
}

/**
 * The ride classes with their fixed prices (issue 26: a price before the request), as a group of radio buttons: the
 * arrow keys move between classes. Until both addresses are chosen it says what it waits for.
 */
export function RideClassChoice({ state, chosen, onChoose, onRetry, error }: RideClassChoiceProps) {
  const { t } = useTranslation()
  const { host } = useRideHome()
  const id = useId()
  return (
    <fieldset
      className="rh-classes"
      aria-describedby={`${id}-summary${error ? ` ${id}-error` : ''}`}
      aria-invalid={error ? true : undefined}
      data-ride-classes
    >
      <legend>{t('ride.request.estimateHeading')}</legend>
      <p id={`${id}-summary`} className="rh-hint" aria-live="polite">
        {state.status === 'waiting' && t('ride.request.estimateWaiting')}
        {state.status === 'loading' && t('ride.request.estimateLoading')}
        {state.status === 'done' &&
          t('ride.request.estimateSummary', {
            distance: formatDistance(state.estimate.distanceKm, host.locale, host.formats),
            minutes: state.estimate.durationMinutes,
          })}
      </p>
      {state.status === 'error' && (
        <div role="alert">
          <p className="rh-error">{t('ride.request.estimateError')}</p>
          <button type="button" className="rh-button rh-secondary" onClick={onRetry}>
            {t('rideApp.retry')}
          </button>
        </div>
      )}
      {state.status === 'done' && (
        <div className="rh-class-list">
          {state.estimate.classes.map((option) => (
            <label key={option.rideClass} className="rh-class" data-ride-class={option.rideClass}>
              <input
                type="radio"
                name={`${id}-class`}
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
      )}
      {error && (
        <p id={`${id}-error`} className="rh-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
