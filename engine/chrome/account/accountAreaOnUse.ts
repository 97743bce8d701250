import { hasAccountHint } from '../../shared/runtime/accountHint.ts'
import { loadOnFirstUse } from '../loadOnFirstUse.ts'

// `module.x()`, not `({ x }) => x()`: Vite rewrites a destructured import() into a longer wrapper the chrome script would
// carry unused on every page.
const setUp = () => import('./accountArea.ts').then((module) => module.initAccountArea())

/**
 * The header's login area (accountArea.ts): fetched at once for a browser with the logged-in hint (its session is
 * checked once per tab), otherwise only when the visitor reaches for the logout button (shown after a login on this
 * page). A visitor who is not logged in runs none of it.
 */
export function initAccountAreaOnUse(): void {
  const area = document.querySelector<HTMLElement>('[data-account-area]')
  if (!area) return
  if (hasAccountHint()) {
    void setUp().catch((error: unknown) => console.error(error))
    return
  }
  const logout = area.querySelector<HTMLButtonElement>('[data-logout]')
  if (logout) loadOnFirstUse(logout, setUp)
}
