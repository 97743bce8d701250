import { type ComponentType, lazy, useMemo } from 'react'
import { usePhoenix } from './PhoenixContext.tsx'

const STEP_CHUNKS = {
  extras: () => import('./ExtrasStep.tsx').then((module) => ({ default: module.ExtrasStep })),
  driver: () => import('./ReservationStep.tsx'),
  confirmation: () => import('./Confirmation.tsx').then((module) => ({ default: module.Confirmation })),
}

export type LazyStep = keyof typeof STEP_CHUNKS

/**
 * Fetches a step's chunk before the visitor reaches it: the extras step when an offer's button is pointed at or
 * focused, each later step once the one before it shows. A failure here is left to the step's own load.
 */
export function preloadStep(step: LazyStep): void {
  STEP_CHUNKS[step]().catch(() => undefined)
}

/**
 * The steps after the offers, each its own chunk, so the offers list (where every visitor starts) loads none of their
 * code. When a chunk cannot be fetched the site takes the visitor back (SPEC §8).
 */
export function useStepChunks() {
  const { host } = usePhoenix()
  return useMemo(() => {
    const step = <Props>(load: () => Promise<{ default: ComponentType<Props> }>) =>
      lazy(() =>
        load().catch((error: unknown) => {
          host.reportChunkLoadError(error)
          return new Promise<never>(() => {})
        }),
      )
    return {
      ExtrasStep: step(STEP_CHUNKS.extras),
      ReservationStep: step(STEP_CHUNKS.driver),
      Confirmation: step(STEP_CHUNKS.confirmation),
    }
  }, [host])
}
