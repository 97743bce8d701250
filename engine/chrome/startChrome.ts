import { initAccountAreaOnUse } from './account/accountAreaOnUse.ts'
import { initCookieConsent } from './cookie-consent/cookieConsent.ts'
import { initFunnelOverlayOnUse } from './funnel-overlay/funnelOverlayOnUse.ts'
import { initLinkPrefetch } from './prefetch/linkPrefetch.ts'
import { initMainMenuOnUse } from './menu/mainMenuOnUse.ts'
import { type GestureContext, listenForGestures } from './pageGestures.ts'

/**
 * The chrome script: the only JavaScript of a page without islands. Plain DOM code on the
 * server-rendered header, menu, tabs, cookie banner and funnel container; no React, no framework.
 * Each part starts on its own, so one failing leaves the others working. What only a gesture or a rare page needs (the
 * menu, the logout, the funnel overlay, the tag manager and video players after consent) is fetched when needed
 * (loadOnFirstUse.ts), and the answers to page-wide gestures (the navigation progress, prefetching a link pointed at,
 * a cookie choice, the product-line select) with the first gesture (pageGestures.ts): the script holds what runs at
 * load. A part that gestures need returns what they need of it.
 */
export function startChrome(): void {
  const gestures: GestureContext = {}
  for (const init of [initMainMenuOnUse, initAccountAreaOnUse, initCookieConsent, initFunnelOverlayOnUse, initLinkPrefetch]) {
    try {
      Object.assign(gestures, init())
    } catch (error) {
      console.error(error)
    }
  }
  listenForGestures(gestures)
  document.documentElement.dataset.chrome = 'ready'
}
