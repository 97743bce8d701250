import { initAccountAreaOnUse } from './account/accountAreaOnUse.ts'
import { initCookieConsent } from './cookie-consent/cookieConsent.ts'
import { initFunnelOverlayOnUse } from './funnel-overlay/funnelOverlayOnUse.ts'
import { initLinkPrefetch } from './prefetch/linkPrefetch.ts'
import { initMainMenuOnUse } from './menu/mainMenuOnUse.ts'
import { initNavigationProgress } from './navigation-progress/navigationProgress.ts'
import { initProductLineSelect } from './product-line-tabs/productLineSelect.ts'

/**
 * The chrome script: the only JavaScript of a page without islands. Plain DOM code on the
 * server-rendered header, menu, tabs, cookie banner and funnel container; no React, no framework.
 * Each part starts on its own, so one failing leaves the others working. What only a gesture or a rare page needs (the
 * menu, the logout, the funnel overlay, the tag manager and video players after consent) is fetched when needed
 * (loadOnFirstUse.ts), so the script holds what runs at load.
 */
export function startChrome(): void {
  for (const init of [
    initMainMenuOnUse,
    initAccountAreaOnUse,
    initProductLineSelect,
    initCookieConsent,
    initFunnelOverlayOnUse,
    initNavigationProgress,
    initLinkPrefetch,
  ]) {
    try {
      init()
    } catch (error) {
      console.error(error)
    }
  }
  document.documentElement.dataset.chrome = 'ready'
}
