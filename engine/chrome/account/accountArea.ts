import { hasAccountHint } from '../../shared/runtime/accountHint.ts'
import { clearAccountHint } from '../../shared/runtime/writeAccountHint.ts'

/** Once per tab: a hint that outlived its session (expired, ended by a password change elsewhere) is found and cleared. */
const CHECKED_KEY = 'accountChecked'

function checkedInThisTab(): boolean {
  try {
    return sessionStorage.getItem(CHECKED_KEY) === '1'
  } catch {
    return false
  }
}

function markChecked(): void {
  try {
    sessionStorage.setItem(CHECKED_KEY, '1')
  } catch {
    // Without storage the check runs on every page: one more request, nothing wrong shown.
  }
}

/**
 * The header's login area once logged in (engine/chrome/header/SiteHeader.tsx): the account link and a logout. The
 * logged-in state itself came before the first paint from the hint cookie (engine/shared/runtime/accountHint.ts); this
 * part checks a hint once per tab against the web API (401: nobody is logged in, the header says "Log in" again) and
 * logs out: the web API ends the session and clears its cookie, the hint goes, and the header switches back at once.
 * Apps on the page (the account area) hear it as the window event "site:logout".
 */
export function initAccountArea(): void {
  const area = document.querySelector<HTMLElement>('[data-account-area]')
  if (!area) return
  const { sessionUrl, logoutUrl } = area.dataset
  if (sessionUrl && hasAccountHint() && !checkedInThisTab()) {
    void fetch(sessionUrl, { headers: { accept: 'application/json' } })
      .then((answer) => {
        if (answer.status === 401) clearAccountHint()
        // Any other answer (a slow or failing API) keeps the hint: it says nothing about the session.
        if (answer.ok || answer.status === 401) markChecked()
      })
      .catch(() => {})
  }
  const button = area.querySelector<HTMLButtonElement>('[data-logout]')
  if (!button || !logoutUrl) return
  button.addEventListener('click', async () => {
    if (button.getAttribute('aria-busy') === 'true') return
    button.setAttribute('aria-busy', 'true')
    try {
      const answer = await fetch(logoutUrl, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: '{}',
      })
      if (!answer.ok) return
      clearAccountHint()
      window.dispatchEvent(new Event('site:logout'))
      // The button is gone (display: none): focus moves to what replaced it.
      document.querySelector<HTMLElement>('[data-login]')?.focus()
    } catch {
      // Offline or the API is down: still logged in, the button stays for another try.
    } finally {
      button.removeAttribute('aria-busy')
    }
  })
}
