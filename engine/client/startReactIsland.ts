/**
 * Brings a React island to life once its trigger fired: its block mounted by the React half of the runtime
 * (mountIsland.tsx). hydrateIslands.ts imports this then, not with the page, and a block with a plain-DOM enhancer
 * starts through startEnhancer.ts instead: until an island starts, a page runs none of it (issue 28 §3). The page
 * listed every chunk the island needs (engine/node/assets/moduleManifest.ts), preloaded beside this one.
 */
import type { BlockModule } from '../registry/blockModules.ts'
import type { IslandModule } from '../shared/islandModules.ts'
import type { IslandPayload } from '../shared/islandPayload.ts'

export async function startReactIsland(module: IslandModule, element: HTMLElement, payload: IslandPayload): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>
  const [{ default: definition }, { mountIsland }] = await Promise.all([
    import(/* @vite-ignore */ module.url) as Promise<BlockModule>,
    import('./mountIsland.tsx'),
  ])
  mountIsland(element, definition.component, props, payload)
  element.dataset.hydrated = 'true'
}
