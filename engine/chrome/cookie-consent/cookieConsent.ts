import { cookiesToDelete, readConsent, type ConsentChoice } from './consentCookies.ts'

/** The banner and what every page does with it at load; a choice (consentChoices.ts) uses the same. */
export interface ConsentBanner {
  banner: HTMLElement
  prefix: string
  resize: ResizeObserver
  /** Puts a choice (or none yet) into effect on this page. */
  apply(choice: ConsentChoice | undefined): void
  show(focus: boolean): void
}

/** The banner's choices and the footer's cookie settings button. */
export const CONSENT_CONTROLS = '[data-consent-choice], [data-cookie-settings]'

let choices: Promise<typeof import('./consentChoices.ts')> | undefined
/** What a choice or the settings button does (consentChoices.ts), fetched once. */
export const loadConsentChoices = () =>
  (choices ??= import('./consentChoices.ts').catch((error: unknown) => {
    // Offline for a moment: the next gesture tries again.
    choices = undefined
    throw error
  }))

/**
 * The cookie banner of SPEC §2, §4, §9: it shows until the visitor accepts all or chooses the limited
 * version; the footer's cookie settings button shows it again. Third-party scripts (the tag manager)
 * and video players load only after "accept all"; otherwise every cookie without the essential prefix is deleted.
 * What a choice or the settings button does runs once per visitor at most, so its code (consentChoices.ts) is fetched
 * when the visitor reaches for one of those buttons (pointer, focus) and used on the click, both by the chrome's
 * gesture handlers (engine/chrome/gestureHandlers.ts): every page runs only what it needs at load (issue 28 §3).
 * Returns the banner for them (none on a page without one).
 */
export function initCookieConsent(): { consent?: ConsentBanner } {
  const banner = document.querySelector<HTMLElement>('[data-cookie-banner]')
  if (!banner) return {}
  const root = document.documentElement
  /** The page keeps the banner's height free at its bottom (scroll padding, footer padding: globalStyles.ts). */
  const reserveSpace = () => root.style.setProperty('--cookie-banner-space', `${banner.offsetHeight}px`)
  const consent: ConsentBanner = {
    banner,
    prefix: banner.dataset.cookiePrefix ?? 'sx_',
    resize: new ResizeObserver(() => reserveSpace()),
    apply(choice) {
      root.dataset.consent = choice ?? 'pending'
      const unwanted = cookiesToDelete(document.cookie, consent.prefix, choice)
      // A cookie to delete is rare (no third-party script runs before "accept all"): its code comes with the choices'.
      if (unwanted.length > 0)
        void loadConsentChoices()
          .then((module) => module.deleteCookies(unwanted))
          .catch((error: unknown) => console.error(error))
      // Fetched after "accept all" only: most visitors have not accepted (yet), and their pages never run it.
      if (choice === 'all') void import('./fullConsent.ts').then((module) => module.startFullConsent(banner))
    },
    show(focus) {
      banner.hidden = false
      // At once, not only when the observer first reports (a frame later): a visitor or script that scrolls to a
      // control right away must already see it above the banner.
      reserveSpace()
      consent.resize.observe(banner)
      if (focus) banner.focus()
    },
  }
  const choice = readConsent(document.cookie, consent.prefix)
  consent.apply(choice)
  if (!choice) consent.show(false)
  return { consent }
}
