import { consentCookieName, cookieDomains, cookiesToDelete, readConsent, type ConsentChoice } from './consentCookies.ts'

const ONE_YEAR_S = 365 * 24 * 60 * 60

function deleteCookies(names: string[]): void {
  for (const name of names) {
    for (const domain of cookieDomains(location.hostname)) {
      for (const path of ['/', location.pathname]) {
        document.cookie = `${name}=; max-age=0; path=${path}${domain ? `; domain=${domain}` : ''}`
      }
    }
  }
}

/**
 * The cookie banner of SPEC §2, §4, §9: it shows until the visitor accepts all or chooses the limited
 * version; the footer's cookie settings button shows it again. Third-party scripts (the tag manager)
 * and video players load only after "accept all"; otherwise every cookie without the essential prefix is deleted.
 */
export function initCookieConsent(): void {
  const banner = document.querySelector<HTMLElement>('[data-cookie-banner]')
  if (!banner) return
  const prefix = banner.dataset.cookiePrefix ?? 'sx_'
  const root = document.documentElement
  let opener: HTMLElement | null = null
  const resize = new ResizeObserver(() => root.style.setProperty('--cookie-banner-space', `${banner.offsetHeight}px`))

  function apply(choice: ConsentChoice | undefined) {
    root.dataset.consent = choice ?? 'pending'
    deleteCookies(cookiesToDelete(document.cookie, prefix, choice))
    if (choice !== 'all') return
    // Fetched after "accept all" only: most visitors have not accepted (yet), and their pages never run it.
    const { tagManagerSrc, consentLoaderSrc } = banner!.dataset
    if (tagManagerSrc) void import('./loadTagManager.ts').then(({ loadTagManager }) => loadTagManager(tagManagerSrc, consentLoaderSrc))
    void import('./showVideoPlayers.ts').then(({ showVideoPlayers }) => showVideoPlayers())
  }

  function show(focus: boolean) {
    banner!.hidden = false
    resize.observe(banner!)
    if (focus) banner!.focus()
  }

  function hide() {
    banner!.hidden = true
    resize.disconnect()
    root.style.setProperty('--cookie-banner-space', '0px')
    opener?.focus()
    opener = null
  }

  banner.addEventListener('click', (event) => {
    const choice = (event.target as Element).closest<HTMLElement>('[data-consent-choice]')?.dataset.consentChoice
    if (choice !== 'all' && choice !== 'limited') return
    document.cookie = `${consentCookieName(prefix)}=${choice}; max-age=${ONE_YEAR_S}; path=/; SameSite=Lax`
    hide()
    apply(choice)
  })
  document.addEventListener('click', (event) => {
    const settings = (event.target as Element).closest<HTMLElement>('[data-cookie-settings]')
    if (!settings) return
    opener = settings
    show(true)
  })

  const choice = readConsent(document.cookie, prefix)
  apply(choice)
  if (!choice) show(false)
}
