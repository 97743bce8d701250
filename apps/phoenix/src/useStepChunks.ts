import { useMemo } from 'react'
import { lazyAppView } from '../../../features/micro-apps/index.ts'
import { usePhoenix } from './PhoenixContext.tsx'

const STEP_CHUNKS = {
  extras: () => import('./ExtrasStep.tsx'),
  driver: () => import('./ReservationStep.tsx'),
  confirmation: () => import('./Confirmation.tsx'),
}

export type LazyStep = keyof typeof STEP_CHUNKS

/**
 * Fetches a step's chunk before the visitor reaches it: the extras step when an offer's button is pointed at or
 * focused, each later step once the one before it shows. A failure here is left to the step's own load.
 */
export function preloadStep(step: LazyStep): void {
  STEP_CHUNKS[step]().catch(() => undefined)
}

/** The steps after the offers, each its own chunk, so the offers list (where every visitor starts) loads none of their code. */
export function useStepChunks() {
  const { host } = usePhoenix()
  return useMemo(
    () => ({
      ExtrasStep: lazyAppView(STEP_CHUNKS.extras, 'ExtrasStep', host),
      ReservationStep: lazyAppView(STEP_CHUNKS.driver, 'default', host),
      Confirmation: lazyAppView(STEP_CHUNKS.confirmation, 'Confirmation', host),
    }),
    [host],
  )
}
