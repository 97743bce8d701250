/**
 * Whether this browser is logged in, as a hint the page can read before its first paint. The session itself is an
 * HttpOnly cookie of the web API that no script reads, and the prerendered HTML is the same for every visitor, so
 * neither can say "logged in" in time: without a hint the header would show "Log in" and switch after a request (a
 * flash). The hint is a plain cookie holding no secret and no personal data ("1"): set when a login succeeds, cleared
 * on logout, and checked against the web API once per tab (engine/chrome/account/accountArea.ts), which clears a
 * stale one. A tiny script in the head (ACCOUNT_HINT_SCRIPT) marks <html data-account> before the body paints; the
 * header's CSS shows the account or "Log in" from that attribute. Setting and clearing it is in writeAccountHint.ts, apart:
 * the chrome script reads the hint on every page, a login or logout writes it (issue 28 §3: no unused code at load).
 */
export const ACCOUNT_HINT_COOKIE = 'sx_account'
export const ACCOUNT_ATTRIBUTE = 'data-account'

/**
 * The head script. Inline because an external script in the head would block the first paint for a request; the
 * Content-Security-Policy allows it by the hash of its text, which the build computes from the built pages
 * (engine/node/delivery/collectPolicyInputs.ts), like every inline script. No 'unsafe-inline'.
 */
export const ACCOUNT_HINT_SCRIPT = `/(?:^|; )${ACCOUNT_HINT_COOKIE}=1(?:;|$)/.test(document.cookie)&&document.documentElement.setAttribute("${ACCOUNT_ATTRIBUTE}","")`

export function hasAccountHint(): boolean {
  return new RegExp(`(?:^|; )${ACCOUNT_HINT_COOKIE}=1(?:;|$)`).test(document.cookie)
}
