import type { ConsentBanner } from './cookie-consent/cookieConsent.ts'

/** What the chrome's answers to a gesture need from the parts that started at load. */
export interface GestureContext {
  /** The cookie banner, on pages that have one. */
  consent?: ConsentBanner
  /** Prefetches a page at once (links pointed at), where prefetching is allowed. */
  prefetchNow?: (url: string) => void
}

/** Pointing at, focusing or touching something: the gestures that come before a click, caught before any handler. */
const INTENT = ['pointerover', 'focusin', 'touchstart']
/** Gestures the chrome answers once the page's own handlers have had them (a prevented click starts no navigation). */
const ACTION = ['click', 'submit', 'change']
/**
 * What the chrome answers a gesture on: links, forms, the product-line select, the cookie controls. A pointer that is
 * merely over the page when it loads (the browser reports it over whatever is under it) fetches nothing.
 */
const ANSWERED = 'a[href], form, [data-product-line-select], [data-consent-choice], [data-cookie-settings]'

/**
 * The chrome's answers to page-wide gestures (a link or form that leaves the page shows the navigation progress, a
 * link pointed at is prefetched, a cookie choice, the product-line select) run only after a gesture, so their code
 * (gestureHandlers.ts) is fetched with the visitor's first one and handed every gesture from then on: a page runs at
 * load only what it needs at load (issue 28 §3). The first gesture is nearly always an intent (a pointer arrives, a
 * focus moves), so the code is there by the click.
 */
export function listenForGestures(context: GestureContext): void {
  let handlers: Promise<typeof import('./gestureHandlers.ts')> | undefined
  const load = () =>
    (handlers ??= import('./gestureHandlers.ts').catch((error: unknown) => {
      // Offline for a moment: the next gesture tries again.
      handlers = undefined
      throw error
    }))
  const onGesture = (event: Event) => {
    if ((event.target as Element | null)?.closest?.(ANSWERED))
      void load()
        .then((module) => module.handleGesture(event, context))
        .catch((error: unknown) => console.error(error))
  }
  for (const type of INTENT) document.addEventListener(type, onGesture, { capture: true, passive: true })
  for (const type of ACTION) document.addEventListener(type, onGesture, { passive: true })
  // Back to this page from the back/forward cache: what a gesture started before leaving is undone. Without a gesture
  // (no handlers yet) there is nothing to undo.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && handlers) void handlers.then((module) => module.returnToPage()).catch(() => undefined)
  })
}
