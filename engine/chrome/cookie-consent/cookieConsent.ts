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

let choices: Promise<typeof import('./consentChoices.ts')> | undefined
const loadChoices = () =>
  (choices ??= import('./consentChoices.ts').catch((error: unknown) => {
    // Offline for a moment: the next gesture tries again.
    choices = undefined
    throw error
  }))
const consentControl = (event: Event) =>
  (event.target as Element | null)?.closest?.<HTMLElement>('[data-consent-choice], [data-cookie-settings]')

/**
 * The cookie banner of SPEC §2, §4, §9: it shows until the visitor accepts all or chooses the limited
 * version; the footer's cookie settings button shows it again. Third-party scripts (the tag manager)
 * and video players load only after "accept all"; otherwise every cookie without the essential prefix is deleted.
 * What a choice or the settings button does runs once per visitor at most, so its code (consentChoices.ts) is fetched
 * when the visitor reaches for one of those buttons (pointer, focus) and used on the click: every page runs only
 * what it needs at load (issue 28 §3).
 */
export function initCookieConsent(): void {
  const banner = document.querySelector<HTMLElement>('[data-cookie-banner]')
  if (!banner) return
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
        void loadChoices()
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
  for (const type of ['pointerover', 'focusin'])
    document.addEventListener(type, (event) => void (consentControl(event) && loadChoices().catch(() => undefined)), { passive: true })
  document.addEventListener('click', (event) => {
    const control = consentControl(event)
    if (control)
      void loadChoices()
        .then((module) => module.chooseConsent(control, consent))
        .catch((error: unknown) => console.error(error))
  })

  const choice = readConsent(document.cookie, consent.prefix)
  consent.apply(choice)
  if (!choice) consent.show(false)
}
