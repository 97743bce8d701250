import { useMemo } from 'react'
import { lazyAppView } from '../../../features/micro-apps/index.ts'
import { useRideHome } from './RideHomeContext.tsx'

const VIEW_CHUNKS = {
  confirmation: () => import('./RideConfirmation.tsx').then((module) => ({ default: module.RideConfirmation })),
  cancellation: () => import('./RideCancellation.tsx').then((module) => ({ default: module.RideCancellation })),
}

/** Fetches a view's chunk before it shows: the confirmation while the request is being sent. Failures are the view's. */
export function preloadRideView(view: keyof typeof VIEW_CHUNKS): void {
  VIEW_CHUNKS[view]().catch(() => undefined)
}

/**
 * The views after the form, each its own chunk: the confirmation (after a request) and the cancellation (opened from
 * the confirmation mail's link), so the page where every visitor starts loads the form only.
 */
export function useRideViews() {
  const { host } = useRideHome()
  return useMemo(
    () => ({
      RideConfirmation: lazyAppView(VIEW_CHUNKS.confirmation, host),
      RideCancellation: lazyAppView(VIEW_CHUNKS.cancellation, host),
    }),
    [host],
  )
}
