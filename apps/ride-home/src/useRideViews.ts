import { useMemo } from 'react'
import { lazyAppView } from '../../../features/micro-apps/index.ts'
import { useRideHome } from './RideHomeContext.tsx'

const VIEW_CHUNKS = {
  confirmation: () => import('./RideConfirmation.tsx'),
  cancellation: () => import('./RideCancellation.tsx'),
  transfer: () => import('./TransferMount.tsx'),
  // Asking for an estimate and what the form shows of its answer: fetched once both addresses are chosen.
  estimate: () => import('./EstimateViews.tsx'),
}

/** A view's chunk (the module with its code); fetched ahead, it is there when the view shows. */
export function loadRideView<View extends keyof typeof VIEW_CHUNKS>(view: View): ReturnType<(typeof VIEW_CHUNKS)[View]> {
  return VIEW_CHUNKS[view]() as ReturnType<(typeof VIEW_CHUNKS)[View]>
}

/**
 * The views after the form, each its own chunk: the confirmation (after a request), the cancellation (opened from
 * the confirmation mail's link), the transfer component (after "accept all") and the classes of an estimate, so the
 * page where every visitor starts loads the form only.
 */
export function useRideViews() {
  const { host } = useRideHome()
  return useMemo(
    () => ({
      RideConfirmation: lazyAppView(VIEW_CHUNKS.confirmation, 'RideConfirmation', host),
      RideCancellation: lazyAppView(VIEW_CHUNKS.cancellation, 'RideCancellation', host),
      TransferMount: lazyAppView(VIEW_CHUNKS.transfer, 'TransferMount', host),
      RideClassList: lazyAppView(VIEW_CHUNKS.estimate, 'RideClassList', host),
      OutsideArea: lazyAppView(VIEW_CHUNKS.estimate, 'OutsideArea', host),
      EstimateError: lazyAppView(VIEW_CHUNKS.estimate, 'EstimateError', host),
    }),
    [host],
  )
}
