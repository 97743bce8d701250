/**
 * Brings an island of a block with a plain-DOM enhancer (blocks/<name>/enhance.ts) to life once its trigger fired,
 * with the translation runtime for its texts and no React. hydrateIslands.ts imports this then, not with the page
 * (issue 28 §3); React islands start through startReactIsland.ts.
 */
import type { EnhancerModule } from '../registry/blockModules.ts'
import type { IslandModule } from '../shared/islandModules.ts'
import type { IslandPayload } from '../shared/islandPayload.ts'

export async function startEnhancer(module: IslandModule, element: HTMLElement, payload: IslandPayload): Promise<void> {
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>
  const [{ default: enhancer }, { createTexts }] = await Promise.all([
    import(/* @vite-ignore */ module.url) as Promise<EnhancerModule>,
    import('../shared/i18n/translate.ts'),
  ])
  enhancer(element, props, { ...payload, t: createTexts(payload.env.locale, payload.messages).t })
  element.dataset.hydrated = 'true'
}
