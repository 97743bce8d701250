/**
 * Brings an island of a block with a plain-DOM enhancer (blocks/<name>/enhance.ts) to life once its trigger fired,
 * with no React; an enhancer that shows texts brings the translation runtime itself (enhancerTexts). hydrateIslands.ts
 * imports this then, not with the page (issue 28 §3); React islands start through startReactIsland.ts.
 */
import type { EnhancerModule } from '../registry/blockModules.ts'
import type { IslandModule } from '../shared/islandModules.ts'
import type { IslandPayload } from '../shared/islandPayload.ts'

export async function startEnhancer(module: IslandModule, element: HTMLElement, payload: IslandPayload): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>
  const { default: enhancer } = (await import(/* @vite-ignore */ module.url)) as EnhancerModule
  enhancer(element, props, payload)
  element.dataset.hydrated = 'true'
}
