import { CONSENT_CONTROLS, loadConsentChoices } from './cookie-consent/cookieConsent.ts'
import { startNavigationProgress, stopNavigationProgress } from './navigation-progress/navigationProgress.ts'
import { isNavigationClick } from './navigation-progress/navigationClick.ts'
import { pageNavigationUrl } from './navigation-progress/pageNavigationUrl.ts'
import type { GestureContext } from './pageGestures.ts'
import { followProductLineSelect, resetProductLineSelect } from './product-line-tabs/productLineSelect.ts'

const closest = (event: Event, selector: string) => (event.target as Element | null)?.closest?.<HTMLElement>(selector) ?? null

/** The chrome's answer to one gesture on the page (pageGestures.ts fetches this module with the visitor's first). */
export function handleGesture(event: Event, context: GestureContext): void {
  if (event.type === 'click') onClick(event as MouseEvent, context)
  else if (event.type === 'submit') {
    if (!event.defaultPrevented) startNavigationProgress()
  } else if (event.type === 'change') {
    const select = closest(event, '[data-product-line-select]')
    if (select instanceof HTMLSelectElement) followProductLineSelect(select)
  } else onIntent(event, context)
}

/** A pointer over, a focus on or a touch of something: a cookie control fetches the choices, a link is prefetched. */
function onIntent(event: Event, { consent, prefetchNow }: GestureContext): void {
  if (consent && closest(event, CONSENT_CONTROLS)) void loadConsentChoices().catch(() => undefined)
  const anchor = closest(event, 'a[href]')
  const url = anchor instanceof HTMLAnchorElement && pageNavigationUrl(anchor, location)
  if (url && prefetchNow) prefetchNow(url.origin + url.pathname + url.search)
}

/** A cookie choice or settings button, or a link to another page (the progress bar shows if it takes long). */
function onClick(event: MouseEvent, { consent }: GestureContext): void {
  const control = consent && closest(event, CONSENT_CONTROLS)
  if (consent && control) {
    void loadConsentChoices()
      .then((module) => module.chooseConsent(control, consent))
      .catch((error: unknown) => console.error(error))
    return
  }
  const anchor = closest(event, 'a[href]')
  if (anchor instanceof HTMLAnchorElement && isNavigationClick(event) && pageNavigationUrl(anchor, location)) startNavigationProgress()
}

/** Back from the back/forward cache: no navigation is under way, and the select shows this page's product line. */
export function returnToPage(): void {
  stopNavigationProgress()
  resetProductLineSelect()
}
