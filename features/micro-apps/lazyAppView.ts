import { type ComponentType, lazy } from 'react'
import type { MicroAppContext } from './MicroAppContext.ts'

/**
 * A view of a micro-app in a chunk of its own (a later step, a confirmation): the component its module exports under
 * `name`, fetched when it first renders, inside a Suspense boundary. Several views of one module share its chunk. When the chunk cannot be fetched the site takes the visitor back (SPEC §8,
 * MicroAppContext.reportChunkLoadError) and the view never resolves.
 */
export function lazyAppView<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  host: Pick<MicroAppContext, 'reportChunkLoadError'>,
): Module[Name] {
  return lazy(() =>
    load().then(
      (module) => ({ default: module[name] as ComponentType<unknown> }),
      (error: unknown) => {
        host.reportChunkLoadError(error)
        return new Promise<never>(() => {})
      },
    ),
  ) as Module[Name]
}
