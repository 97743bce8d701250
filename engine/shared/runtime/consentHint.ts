/**
 * Whether the visitor has answered the cookie banner, read before the first paint. The banner is in every page's HTML,
 * hidden; the chrome script (engine/chrome/cookie-consent/cookieConsent.ts) shows it when no choice is stored, but only
 * once it has arrived and run, so the banner, often the largest text of a phone's first screen, painted seconds after
 * the rest and was the booking page's Largest Contentful Paint. This head script marks `<html data-consent="pending">`
 * before the body paints, and the banner's CSS shows it from there; the chrome script sets the choice on the same
 * attribute later. Inline and allowed by the hash of its text, as engine/shared/runtime/accountHint.ts.
 */
export const CONSENT_ATTRIBUTE = 'data-consent'

const regexpSafe = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** The head script for a market whose consent cookie is `<prefix>consent` (engine/chrome/cookie-consent/consentCookies.ts). */
export function consentHintScript(cookiePrefix: string): string {
  return `/(?:^|; )${regexpSafe(cookiePrefix)}consent=(?:all|limited)(?:;|$)/.test(document.cookie)||document.documentElement.setAttribute("${CONSENT_ATTRIBUTE}","pending")`
}
