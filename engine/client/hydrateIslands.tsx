import { hydrateRoot } from 'react-dom/client'
import { BlockProviders } from '../shared/BlockProviders.tsx'
import type { Hydration } from '../shared/defineBlock.ts'
import { blockModulePath, blockModules } from '../registry/blockRegistry.ts'
import { createI18n } from '../shared/i18n/createI18n.ts'
import { ISLAND_PAYLOAD_ID, type IslandPayload } from '../shared/islandPayload.ts'
import { islandStore } from './islandStore.ts'

function whenReady(hydrate: Hydration, element: Element, start: () => void): void {
  if (hydrate === 'load') return start()
  if (hydrate === 'idle') {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 })
    else setTimeout(start, 200)
    return
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      start()
    },
    { rootMargin: '200px' },
  )
  // display: contents has no box, so the island's first element is observed.
  observer.observe(element.firstElementChild ?? element)
}

/** Finds every island of the page and hydrates each when its block asked to. */
export function hydrateIslands(root: ParentNode = document): void {
  const payloadElement = document.getElementById(ISLAND_PAYLOAD_ID)
  if (!payloadElement) return
  const payload = JSON.parse(payloadElement.textContent ?? '{}') as IslandPayload
  const i18n = createI18n(payload.env.locale, { [payload.env.locale]: payload.messages })
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island!
    const load = blockModules[blockModulePath(name)]
    if (!load) {
      console.error(`Island "${name}" has no block folder; it stays as static HTML.`)
      continue
    }
    whenReady((element.dataset.hydrate as Hydration) ?? 'load', element, () => {
      void load().then(({ default: definition }) => {
        const Component = definition.component
        const props = JSON.parse(element.dataset.props ?? '{}')
        hydrateRoot(
          element,
          <BlockProviders env={payload.env} i18n={i18n} store={islandStore}>
            <Component {...props} />
          </BlockProviders>,
        )
        element.dataset.hydrated = 'true'
      })
    })
  }
}
