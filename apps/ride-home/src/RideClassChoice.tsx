import { Suspense, useId } from 'react'
import { formatDistance, useTranslation } from '../../../engine/appSdk.ts'
import type { RideEstimate } from '../../../features/web-api/index.ts'
import { useRideHome } from './RideHomeContext.tsx'
import { useRideViews } from './useRideViews.ts'

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
  const { RideClassList, EstimateError } = useRideViews()
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
        <Suspense fallback={null}>
          <EstimateError onRetry={onRetry} />
        </Suspense>
      )}
      {state.status === 'done' && (
        <Suspense fallback={null}>
          <RideClassList estimate={state.estimate} name={`${id}-class`} chosen={chosen} onChoose={onChoose} />
        </Suspense>
      )}
      {error && (
        <p id={`${id}-error`} className="rh-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
