import { useEffect, useState } from 'react'
import type { RideAddress, RideCalls } from '../../../features/web-api/index.ts'
import type { EstimateState } from './RideClassChoice.tsx'
import { preloadRideView } from './useRideViews.ts'

/**
 * The estimate for the chosen addresses, asked again whenever either changes (or on a retry). A ride the API calls
 * outside the service area (code "outsideServiceArea") is its own state, so the form can say so and offer to change
 * the drop-off.
 */
export function useRideEstimate(
  api: RideCalls,
  country: string,
  pickup: RideAddress | undefined,
  dropoff: RideAddress | undefined,
  attempt: number,
): EstimateState {
  const [state, setState] = useState<EstimateState>({ status: 'waiting' })
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` counts the visitor's retries; a new one asks again
  useEffect(() => {
    if (!pickup || !dropoff || pickup.id === dropoff.id) return setState({ status: 'waiting' })
    const controller = new AbortController()
    setState({ status: 'loading' })
    // The list of classes arrives beside the estimate, not after it.
    preloadRideView('estimate')
    void api.rideEstimate({ country, pickupId: pickup.id, dropoffId: dropoff.id }, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return
      if (result.ok) setState({ status: 'done', estimate: result.value })
      else setState(result.error.code === 'outsideServiceArea' ? { status: 'outside' } : { status: 'error' })
    })
    return () => controller.abort()
  }, [api, country, pickup, dropoff, attempt])
  return state
}
