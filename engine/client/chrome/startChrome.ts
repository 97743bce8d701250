import { initCookieConsent } from './cookieConsent.ts'
import { initFunnelOverlay } from './funnelOverlay.ts'
import { initLinkPrefetch } from './linkPrefetch.ts'
import { initMainMenu } from './mainMenu.ts'
import { initNavigationProgress } from './navigationProgress.ts'
import { initProductLineSelect } from './productLineSelect.ts'

/**
 * The chrome script: the only JavaScript of a page without islands. Plain DOM code on the
 * server-rendered header, menu, tabs, cookie banner and funnel container; no React, no framework.
 * Each part starts on its own, so one failing leaves the others working.
 */
export function startChrome(): void {
  for (const init of [initMainMenu, initProductLineSelect, initCookieConsent, initFunnelOverlay, initNavigationProgress, initLinkPrefetch]) {
    try {
      init()
    } catch (error) {
      console.error(error)
    }
  }
  document.documentElement.dataset.chrome = 'ready'
}
