import { ACCOUNT_ATTRIBUTE, ACCOUNT_HINT_COOKIE } from './accountHint.ts'

// The logged-in hint's writers (accountHint.ts says what the hint is); only a login or a logout runs them.
function writeHint(value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${ACCOUNT_HINT_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`
}

/** A login succeeded: the hint lives as long as the web API's session (`maxAgeSeconds`), and this page's header switches now. */
export function setAccountHint(maxAgeSeconds: number): void {
  writeHint('1', maxAgeSeconds)
  document.documentElement.setAttribute(ACCOUNT_ATTRIBUTE, '')
}

/** Logged out (or the session is gone): the header shows "Log in" again, on this page and the next. */
export function clearAccountHint(): void {
  writeHint('', 0)
  document.documentElement.removeAttribute(ACCOUNT_ATTRIBUTE)
}
