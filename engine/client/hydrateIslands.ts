/**
 * The island runtime that loads with a page: plain DOM code, no React. It reads the page payload, finds the
 * islands and waits for each one's trigger (load, idle, visible, visible-idle, intent). Only then it fetches what the island needs:
 * the code that starts an island (startEnhancer.ts, startReactIsland.ts) with its block's plain-DOM enhancer (blocks/<name>/enhance.ts, no React at all; with the translation runtime) or its block chunk together with
 * the React half of the runtime (mountIsland.tsx: react-dom, providers, store). An idle or visible island
 * costs nothing at load; `load` islands get their chunks preloaded by the build (engine/node/assets/moduleManifest.ts).
 * Which module an island's block has, the page says (engine/shared/islandModules.ts): the runtime holds no loader table.
 */
import type { Hydration } from '../shared/defineBlock.ts'
import { ISLAND_MODULES_ID, type IslandModule, type IslandModules } from '../shared/islandModules.ts'
import { ISLAND_PAYLOAD_ID, type IslandPayload } from '../shared/islandPayload.ts'
import { preloadModules } from './preloadModules.ts'
import { whenIntent } from './whenIntent.ts'

function whenIdle(start: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 })
  else setTimeout(start, 200)
}

function whenReady(hydrate: Hydration, element: HTMLElement, start: () => void): void {
  if (hydrate === 'load') {
    start()
    return
  }
  if (hydrate === 'idle') {
    whenIdle(start)
    return
  }
  if (hydrate === 'intent') {
    // Said on the island, as for a folded one: whoever waits for the page's islands knows this one waits for the visitor.
    element.dataset.hydrated = 'intent'
    whenIntent(element, start)
    return
  }
  // 'visible-idle': in view, and then only when the main thread has nothing better to do (below-the-fold extras).
  const onceVisible = hydrate === 'visible-idle' ? () => whenIdle(start) : start
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      onceVisible()
    },
    { rootMargin: '200px' },
  )
  // display: contents has no box, so the island's first element is observed.
  observer.observe(element.firstElementChild ?? element)
}

/**
 * An island folded away (its markup holds a closed `<details data-hydrate-on-open>`, such as the booking page's search
 * editor above the funnel) has nothing to do until the visitor opens it: it starts then, whatever its trigger, and its
 * chunks (react-dom for a React island) cost nothing before. Answers false for an island that is not folded.
 */
function whenOpened(element: HTMLElement, start: () => void): boolean {
  const folded = element.querySelector<HTMLDetailsElement>('details[data-hydrate-on-open]')
  if (!folded || folded.open) return false
  // Said on the island, so whoever waits for the page's islands (a test, a tool) knows this one waits for the visitor.
  element.dataset.hydrated = 'on-open'
  folded.addEventListener('toggle', function opened() {
    if (!folded.open) return
    folded.removeEventListener('toggle', opened)
    start()
  })
  return true
}

/**
 * An island's trigger fired: its chunks, and those of the runtime half that starts it (startEnhancer.ts with the
 * translation runtime, or startReactIsland.ts with react-dom), are preloaded side by side rather than one after the other.
 */
function loadAndStartIsland(module: IslandModule, element: HTMLElement, payload: IslandPayload): void {
  preloadModules([module.url, ...module.imports])
  const start = module.enhancer
    ? import('./startEnhancer.ts').then((runtime) => runtime.startEnhancer(module, element, payload))
    : import('./startReactIsland.ts').then((runtime) => runtime.startReactIsland(module, element, payload))
  start.catch((error: unknown) => console.error(error))
}

function readJson<T>(id: string): T | undefined {
  const element = document.getElementById(id)
  return element ? (JSON.parse(element.textContent ?? '{}') as T) : undefined
}

/** Finds every island of the page and brings each to life when its block asked to. */
export function hydrateIslands(root: ParentNode = document): void {
  const payload = readJson<IslandPayload>(ISLAND_PAYLOAD_ID)
  if (!payload) return
  const modules = readJson<IslandModules>(ISLAND_MODULES_ID) ?? {}
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island!
    const module = Object.hasOwn(modules, name) ? modules[name] : undefined
    if (!module) {
      console.error(`Island "${name}" has no block folder; it stays as static HTML.`)
      continue
    }
    const start = () => loadAndStartIsland(module, element, payload)
    if (!whenOpened(element, start)) whenReady((element.dataset.hydrate as Hydration) ?? 'load', element, start)
  }
}
