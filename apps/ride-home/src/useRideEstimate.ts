import { useEffect, useState } from 'react'
import type { RideAddress, RideCalls } from '../../../features/web-api/index.ts'
import type { EstimateState } from './RideClassChoice.tsx'
import { loadRideView } from './useRideViews.ts'

/**
 * The estimate for the chosen addresses, asked again whenever either changes (or on a retry). The asking and what
 * the answer shows come in one chunk (EstimateViews.tsx), fetched once both addresses are chosen.
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
    setState({ status: 'loading' })
    let stopped = false
    let cancel: (() => void) | undefined
    loadRideView('estimate').then(
      (views) => {
        if (!stopped) cancel = views.askEstimate(api, { country, pickupId: pickup.id, dropoffId: dropoff.id }, setState)
      },
      () => !stopped && setState({ status: 'error' }),
    )
    return () => {
      stopped = true
      cancel?.()
    }
  }, [api, country, pickup, dropoff, attempt])
  return state
}
