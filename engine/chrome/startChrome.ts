import { initAccountArea } from './account/accountArea.ts'
import { initCookieConsent } from './cookie-consent/cookieConsent.ts'
import { initFunnelOverlay } from './funnel-overlay/funnelOverlay.ts'
import { initLinkPrefetch } from './prefetch/linkPrefetch.ts'
import { initMainMenu } from './menu/mainMenu.ts'
import { initNavigationProgress } from './navigation-progress/navigationProgress.ts'
import { initProductLineSelect } from './product-line-tabs/productLineSelect.ts'

/**
 * The chrome script: the only JavaScript of a page without islands. Plain DOM code on the
 * server-rendered header, menu, tabs, cookie banner and funnel container; no React, no framework.
 * Each part starts on its own, so one failing leaves the others working.
 */
export function startChrome(): void {
  for (const init of [
    initMainMenu,
    initAccountArea,
    initProductLineSelect,
    initCookieConsent,
    initFunnelOverlay,
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
