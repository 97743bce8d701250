import { type ComponentType, lazy } from 'react'
import type { MicroAppContext } from './MicroAppContext.ts'

/**
 * A view of a micro-app in a chunk of its own (a later step, a confirmation), fetched when it first renders, inside a
 * Suspense boundary. When the chunk cannot be fetched the site takes the visitor back (SPEC §8,
 * MicroAppContext.reportChunkLoadError) and the view never resolves.
 */
export function lazyAppView<Props>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  host: Pick<MicroAppContext, 'reportChunkLoadError'>,
): ComponentType<Props> {
  return lazy(() =>
    load().catch((error: unknown) => {
      host.reportChunkLoadError(error)
      return new Promise<never>(() => {})
    }),
  ) as unknown as ComponentType<Props>
}
