// @vitest-environment jsdom
// Protects the return from the identity provider (issue 26 §7): a code logs the visitor in once (StrictMode runs
// effects twice; a code is good once), a cancel at the provider, a state from another browser and an expired code
// each say so in the page's language with a way on, and an existing account is linked only with its password.
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../../../features/web-api/index.ts'
import { fail, ok } from '../../../engine/testing/apiResults.ts'
import { erika, mount, nobody } from '../../../tests/support/mountMysixt.tsx'

const back = (query: string) => window.history.replaceState(null, '', `/de-de/account/${query}`)
const refused = (status: number, code: string) => fail({ kind: 'http', status, code, path: '/v1/auth/social/callback', message: code })

beforeEach(() => {
  window.scrollTo = () => {}
  sessionStorage.setItem('sx_social_provider', 'Example ID')
})
afterEach(() => {
  document.body.innerHTML = ''
  back('')
})

describe('the return from the identity provider', () => {
  it('hands the code on once, removes it from the address and opens the account area with a welcome', async () => {
    back('?code=c-1&state=s-1')
    const finishSocialLogin = vi.fn<ApiClient['finishSocialLogin']>(async () => ok(erika))
    const app = await mount({ me: async () => nobody, finishSocialLogin }, undefined, { strict: true })
    await vi.waitFor(() => expect(app.querySelector('.msx-area')).not.toBeNull())
    expect(finishSocialLogin).toHaveBeenCalledTimes(1)
    expect(finishSocialLogin).toHaveBeenCalledWith({ code: 'c-1', state: 's-1' })
    expect(window.location.search).toBe('')
    expect(app.querySelector('[role="status"]')!.textContent).toBe('Sie sind mit Example ID angemeldet.')
  })

  it.each([
    ['?error=access_denied&state=s-1', undefined, 'Sie haben die Anmeldung bei Example ID abgebrochen. Es wurde nichts geändert.'],
    ['?code=c-1&state=s-1', refused(400, 'stateMismatch'), 'Diese Anmeldung konnte nicht bestätigt werden'],
    ['?code=c-1&state=s-1', refused(400, 'expiredCode'), 'Diese Anmeldung hat zu lange gedauert und ist abgelaufen.'],
  ])('%s %#: says why in German and offers the provider again and the email login', async (query, answer, text) => {
    back(query)
    const finishSocialLogin = vi.fn<ApiClient['finishSocialLogin']>(async () => answer!)
    const app = await mount({ me: async () => nobody, finishSocialLogin })
    await vi.waitFor(() => expect(app.querySelector('[role="alert"]')?.textContent).toContain(text))
    await vi.waitFor(() => expect(app.querySelector('[data-social-login] button')?.textContent).toBe('Weiter mit Example ID'))
    const toLogin = [...app.querySelectorAll('button')].find((button) => button.textContent === 'Mit E-Mail und Passwort anmelden')!
    await act(async () => toLogin.click())
    expect(app.querySelector('[data-screen="login"]')).not.toBeNull()
  })

  it('asks for the existing account’s password before linking, and says a wrong one is wrong', async () => {
    back('?code=c-1&state=s-1')
    const linkSocialLogin = vi
      .fn<ApiClient['linkSocialLogin']>()
      .mockResolvedValueOnce(fail({ kind: 'http', status: 401, code: 'wrongCredentials', path: '/v1/auth/social/link', message: 'wrong' }))
      .mockResolvedValueOnce(ok(erika))
    const app = await mount({ me: async () => nobody, finishSocialLogin: async () => refused(409, 'linkRequired'), linkSocialLogin })
    await vi.waitFor(() => expect(app.querySelector('h1')?.textContent).toBe('Example ID mit Ihrem Konto verknüpfen'))
    const password = app.querySelector<HTMLInputElement>('input[type="password"]')!
    const submit = async (value: string) => {
      await act(async () => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
        setter.call(password, value)
        password.dispatchEvent(new Event('input', { bubbles: true }))
      })
      await act(async () => app.querySelector('form')!.requestSubmit())
    }
    await submit('falsch123')
    expect(app.querySelector('[role="alert"]')!.textContent).toContain('E-Mail oder Passwort sind nicht korrekt.')
    await submit('geheim123')
    expect(linkSocialLogin).toHaveBeenLastCalledWith({ password: 'geheim123' })
    await vi.waitFor(() => expect(app.querySelector('.msx-area')).not.toBeNull())
  })
})
