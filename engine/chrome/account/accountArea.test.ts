// @vitest-environment jsdom
// Protects issue 25 item 6: a logged-in visitor's header shows the account before the first paint (the head script reads
// the hint cookie), a stale hint is cleared after the web API says nobody is logged in, and the header's logout ends the
// session and switches the header back.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ACCOUNT_HINT_SCRIPT, hasAccountHint } from '../../shared/runtime/accountHint.ts'
import { clearAccountHint, setAccountHint } from '../../shared/runtime/writeAccountHint.ts'
import { initAccountArea } from './accountArea.ts'

function header() {
  document.body.innerHTML = `<header><a data-login href="/de-de/account/">Anmelden</a>
    <div data-account-area data-session-url="/api/v2/users/me" data-logout-url="/api/v1/auth/logout">
      <a href="/de-de/account/">Mein Konto</a><button type="button" data-logout>Abmelden</button></div></header>`
}

afterEach(() => {
  clearAccountHint()
  sessionStorage.clear()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('the header login area', () => {
  it('the head script marks <html data-account> only when the hint cookie is there', () => {
    // biome-ignore lint/security/noGlobalEval: runs the exact inline script text the pages carry
    const run = () => globalThis.eval(ACCOUNT_HINT_SCRIPT)
    document.documentElement.removeAttribute('data-account')
    run()
    expect(document.documentElement.hasAttribute('data-account')).toBe(false)
    document.cookie = 'sx_account=1; Path=/'
    run()
    expect(document.documentElement.hasAttribute('data-account')).toBe(true)
  })

  it('clears a hint the web API answers 401 for, once per tab', async () => {
    setAccountHint(60)
    header()
    const fetch = vi.fn(async () => new Response('{}', { status: 401 }))
    vi.stubGlobal('fetch', fetch)
    initAccountArea()
    await vi.waitFor(() => expect(hasAccountHint()).toBe(false))
    expect(document.documentElement.hasAttribute('data-account')).toBe(false)
    expect(fetch).toHaveBeenCalledWith('/api/v2/users/me', expect.anything())
    setAccountHint(60)
    initAccountArea()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('logs out through the web API, clears the hint and tells the page', async () => {
    setAccountHint(60)
    sessionStorage.setItem('accountChecked', '1')
    header()
    const fetch = vi.fn(async () => Response.json({ status: 'loggedOut' }))
    vi.stubGlobal('fetch', fetch)
    const heard = vi.fn()
    window.addEventListener('site:logout', heard)
    initAccountArea()
    document.querySelector<HTMLButtonElement>('[data-logout]')!.click()
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1))
    window.removeEventListener('site:logout', heard)
    expect(fetch).toHaveBeenCalledWith('/api/v1/auth/logout', expect.objectContaining({ method: 'POST' }))
    expect(hasAccountHint()).toBe(false)
    expect(document.documentElement.hasAttribute('data-account')).toBe(false)
  })

  it('stays logged in when the logout fails', async () => {
    setAccountHint(60)
    sessionStorage.setItem('accountChecked', '1')
    header()
    const fetch = vi.fn(async () => new Response('down', { status: 503 }))
    vi.stubGlobal('fetch', fetch)
    initAccountArea()
    document.querySelector<HTMLButtonElement>('[data-logout]')!.click()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    await vi.waitFor(() => expect(document.querySelector('[data-logout]')!.hasAttribute('aria-busy')).toBe(false))
    expect(hasAccountHint()).toBe(true)
  })
})
