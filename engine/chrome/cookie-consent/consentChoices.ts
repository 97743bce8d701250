import { consentCookieName } from './consentCookies.ts'
import type { ConsentBanner } from './cookieConsent.ts'

// Deleting the cookies a choice does not allow: fetched with the choices, the first time a page finds one to delete.
export { deleteCookies } from './deleteCookies.ts'

const ONE_YEAR_S = 365 * 24 * 60 * 60

/** The settings button that showed the banner again: focus goes back to it once the visitor has chosen. */
let opener: HTMLElement | null = null

function hide({ banner, resize }: ConsentBanner): void {
  banner.hidden = true
  resize.disconnect()
  document.documentElement.style.setProperty('--cookie-banner-space', '0px')
  opener?.focus()
  opener = null
}

/**
 * A click on one of the banner's choices (remembered for a year, the banner hides, the choice takes effect) or on a
 * cookie settings button (the banner shows again, focused). Fetched on the visitor's first reach for one of them
 * (cookieConsent.ts).
 */
export function chooseConsent(control: HTMLElement, consent: ConsentBanner): void {
  if (control.matches('[data-cookie-settings]')) {
    opener = control
    consent.show(true)
    return
  }
  const choice = control.dataset.consentChoice
  if ((choice !== 'all' && choice !== 'limited') || !consent.banner.contains(control)) return
  document.cookie = `${consentCookieName(consent.prefix)}=${choice}; max-age=${ONE_YEAR_S}; path=/; SameSite=Lax`
  hide(consent)
  consent.apply(choice)
}
