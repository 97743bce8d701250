import { loadTagManager } from './loadTagManager.ts'
import { showVideoPlayers } from './showVideoPlayers.ts'

/** After "accept all" (cookieConsent.ts): the page's tag manager, when it names one, and the video players. */
export function startFullConsent(banner: HTMLElement): void {
  const { tagManagerSrc, consentLoaderSrc } = banner.dataset
  if (tagManagerSrc) loadTagManager(tagManagerSrc, consentLoaderSrc)
  showVideoPlayers()
}
