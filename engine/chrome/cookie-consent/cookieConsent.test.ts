// @vitest-environment jsdom
// Protects the space kept free for the cookie banner: a control scrolled to right after the page starts must not
// end up under the banner (CI's "cookie banner covers the search button" at 1440x900, when the space came a frame late);
// and SPEC §9 at load: a cookie without the essential prefix goes before any choice, by code fetched only then.
import { beforeEach, expect, it, vi } from 'vitest'
import { initCookieConsent } from './cookieConsent.ts'

beforeEach(() => {
  document.cookie = 'sx_consent=; max-age=0; path=/'
  document.documentElement.removeAttribute('style')
  document.body.innerHTML = '<div data-cookie-banner hidden><button data-consent-choice="all">Accept</button></div>'
  // A resize observer that never reports: only what the banner does at once counts.
  globalThis.ResizeObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
})

it('keeps the banner height free at the bottom of the page as soon as the banner shows', () => {
  const banner = document.querySelector<HTMLElement>('[data-cookie-banner]')!
  Object.defineProperty(banner, 'offsetHeight', { get: () => (banner.hidden ? 0 : 186) })
  initCookieConsent()
  expect(banner.hidden).toBe(false)
  expect(document.documentElement.style.getPropertyValue('--cookie-banner-space')).toBe('186px')
})

it('deletes a cookie without the essential prefix before any choice, and keeps the essential ones', async () => {
  document.cookie = '_tracking=1; path=/'
  document.cookie = 'sx_session=keep; path=/'
  initCookieConsent()
  await vi.waitFor(() => expect(document.cookie).not.toContain('_tracking'))
  expect(document.cookie).toContain('sx_session=keep')
})
