/**
 * The React half of the island runtime (Preact's compatibility layer in the browser build), fetched only when the first React island is about to hydrate
 * (hydrateIslands.ts imports it on demand): react-dom, the providers, the page's shared atom store (engine/shared/state/).
 * Texts come from the page payload, already resolved, through the one translation runtime (translate.ts).
 */
import { type ComponentType, type ReactNode, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BlockProviders } from '../shared/BlockProviders.tsx'
import { createTexts, type Texts } from '../shared/i18n/translate.ts'
import type { IslandPayload } from '../shared/islandPayload.ts'
import { ISLAND_ID_PREFIX_ATTRIBUTE } from '../shared/useElementId.tsx'
import { islandStore } from './islandStore.ts'
import { keepVisitorInput } from './keepVisitorInput.ts'

let texts: Texts | undefined

/**
 * Runs `then` once its children have committed, that is, once the island has hydrated. A wrapper, not a sibling: a
 * sibling would change the tree every id below is counted in, which must match the server's (useElementId.tsx).
 */
function Hydrated({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then])
  return children
}

export function mountIsland(
  element: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  payload: IslandPayload,
): void {
  texts ??= createTexts(payload.env.locale, payload.messages)
  const elsewhere = payload.otherLanguageLinks
  // The same answers the server rendered with, so a link to a page in another language hydrates unchanged.
  const env = elsewhere ? { ...payload.env, otherLanguageLink: (link: string) => elsewhere[link] } : payload.env
  // What the visitor typed into the server HTML while this island's chunks arrived (an 'intent' island) survives.
  const restoreInput = keepVisitorInput(element)
  hydrateRoot(
    element,
    <BlockProviders env={env} i18n={texts} store={islandStore} idPrefix={element.getAttribute(ISLAND_ID_PREFIX_ATTRIBUTE) ?? undefined}>
      <Hydrated then={restoreInput}>
        <Component {...props} />
      </Hydrated>
    </BlockProviders>,
  )
}
