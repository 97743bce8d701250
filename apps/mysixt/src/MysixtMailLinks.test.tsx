// @vitest-environment jsdom
// Protects the account's mail round trips of issue 24 in the account app: sign-up ends on "check your inbox" (never
// "account created": the API answers the same for a taken email); the sign-up mail's link (#/verify/<token>) verifies
// once and leads to login or the area; the reset mail's link (#/password/<token>) sets a new password by the sign-up
// rules and logs out; a refused link leads to a new one; a token never stays in the address; an unverified account is
// told why it sees no bookings. Each screen takes focus on its heading and announces its errors.
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../../../features/web-api/index.ts'
import { fail, ok } from '../../../engine/testing/apiResults.ts'
import { submitForm } from '../../../engine/testing/submitForm.ts'
import { click, erika, mount, nobody, usHost } from '../../../tests/support/mountMysixt.tsx'

const unverified = { ...erika, emailVerified: false }
const invalidToken = (path: string) =>
  fail({ kind: 'http', status: 400, path, message: 'The link is unknown, used or expired.', code: 'invalidToken' })
const heading = (app: HTMLElement) => app.querySelector('h1')!.textContent
const focusedText = () => document.activeElement?.textContent

beforeEach(() => {
  window.scrollTo = () => {}
  window.history.replaceState(null, '', '/de-de/account/')
})

afterEach(() => {
  document.body.innerHTML = ''
})

describe('sign-up', () => {
  it('ends on "check your inbox" naming the address and the 48 hours, sends the page’s locale, and leads back to login', async () => {
    const signUp = vi.fn<ApiClient['signUp']>(async () => ok({ status: 'verificationSent' as const }))
    const app = await mount({ me: async () => nobody, signUp })
    await click(app, 'Konto erstellen')
    await submitForm(app, ['Erika', 'Muster', ' erika@example.com ', 'correct-horse'])
    expect(signUp).toHaveBeenCalledWith({
      firstName: 'Erika',
      lastName: 'Muster',
      email: 'erika@example.com',
      password: 'correct-horse',
      locale: 'de-DE',
    })
    expect(heading(app)).toBe('Prüfen Sie Ihr Postfach')
    expect(focusedText()).toBe('Prüfen Sie Ihr Postfach')
    expect(app.querySelector('[role="status"]')!.textContent).toBe(
      'Wir haben eine E-Mail an erika@example.com gesendet. Öffnen Sie den Link darin innerhalb von 48 Stunden, um Ihre E-Mail-Adresse zu bestätigen.',
    )
    expect(app.textContent).not.toMatch(/Konto ist bereit|erstellt\b/)
    await click(app, 'Zurück zur Anmeldung')
    expect(heading(app)).toBe('Anmelden')
    expect(app.querySelector('input')!.value).toBe('erika@example.com')
  })

  it('asks for a reset link in the page’s locale', async () => {
    const requestPasswordReset = vi.fn<ApiClient['requestPasswordReset']>(async () => ok({ status: 'resetRequested' as const }))
    const app = await mount({ me: async () => nobody, requestPasswordReset }, usHost)
    await click(app, 'Forgot your password?')
    await submitForm(app, ['erika@example.com'])
    expect(requestPasswordReset).toHaveBeenCalledWith({ email: 'erika@example.com', locale: 'en-US' })
  })
})

describe('#/verify/<token>, the sign-up mail’s link', () => {
  it('posts the token once, even in strict mode, then offers the login with the email filled in, and drops the token from the address', async () => {
    window.history.replaceState(null, '', '/de-de/account/?x=1#/verify/tok-1')
    let answer: (value: Awaited<ReturnType<ApiClient['verifyEmail']>>) => void = () => {}
    const verifyEmail = vi.fn<ApiClient['verifyEmail']>(() => new Promise((resolve) => (answer = resolve)))
    const app = await mount({ me: async () => nobody, verifyEmail }, undefined, { strict: true })
    expect(heading(app)).toBe('E-Mail-Adresse bestätigen')
    expect(app.querySelector('[role="status"]')!.textContent).toBe('Ihr Link wird geprüft…')
    expect(window.location.href).toBe('http://localhost:3000/de-de/account/?x=1')
    await act(async () => answer(ok({ ...erika, emailVerified: true })))
    expect(verifyEmail).toHaveBeenCalledTimes(1)
    expect(verifyEmail).toHaveBeenCalledWith({ token: 'tok-1' })
    expect(heading(app)).toBe('Anmelden')
    expect(focusedText()).toBe('Anmelden')
    expect(app.querySelector('[role="status"]')!.textContent).toBe('Ihre E-Mail-Adresse ist bestätigt.')
    expect(app.querySelector('input')!.value).toBe('erika@example.com')
  })

  it('opens the area of a visitor already logged in, verified, with the bookings listed', async () => {
    window.location.hash = '#/verify/tok-2'
    const myReservations = vi.fn<ApiClient['myReservations']>(async () => ok([]))
    const app = await mount({ me: async () => ok(unverified), verifyEmail: async () => ok(erika), myReservations })
    expect(heading(app)).toBe('Hallo, Erika')
    expect(app.querySelector('.msx-success[role="status"]')!.textContent).toBe('Ihre E-Mail-Adresse ist bestätigt.')
    expect(app.querySelector('[data-unverified]')).toBeNull()
    expect(myReservations).toHaveBeenCalledOnce()
    expect(app.querySelector('[data-bookings-empty]')).not.toBeNull()
  })

  it('says a refused link no longer works and leads to the reset form for a new one', async () => {
    window.location.hash = '#/verify/used'
    const app = await mount({ me: async () => nobody, verifyEmail: async () => invalidToken('/v2/users/verification') })
    expect(heading(app)).toBe('Dieser Link funktioniert nicht mehr')
    expect(focusedText()).toBe('Dieser Link funktioniert nicht mehr')
    expect(app.querySelector('[role="alert"]')!.textContent).toContain(
      'Dieser Link ist unbekannt, wurde schon verwendet oder ist abgelaufen.',
    )
    expect(window.location.hash).toBe('')
    await click(app, 'Neuen Link anfordern')
    expect(heading(app)).toBe('Passwort zurücksetzen')
  })

  it('opens from a link followed in a tab where the app already runs (only the hash changes)', async () => {
    const verifyEmail = vi.fn<ApiClient['verifyEmail']>(async () => ok(erika))
    const app = await mount({ me: async () => ok(unverified), verifyEmail, myReservations: async () => ok([]) })
    expect(app.querySelector('[data-unverified]')).not.toBeNull()
    await act(async () => {
      window.location.hash = '#/verify/tok-4'
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })
    expect(verifyEmail).toHaveBeenCalledExactlyOnceWith({ token: 'tok-4' })
    expect(window.location.hash).toBe('')
    expect(app.querySelector('[data-unverified]')).toBeNull()
    expect(app.querySelector('.msx-success[role="status"]')!.textContent).toBe('Ihre E-Mail-Adresse ist bestätigt.')
  })

  it('offers a retry when the API cannot be reached, which is not a refused link', async () => {
    window.location.hash = '#/verify/tok-3'
    const verifyEmail = vi
      .fn<ApiClient['verifyEmail']>()
      .mockResolvedValueOnce(fail({ kind: 'network', path: '/v2/users/verification', message: 'offline' }))
      .mockResolvedValueOnce(ok(erika))
    const app = await mount({ me: async () => nobody, verifyEmail })
    expect(app.querySelector('[role="alert"]')!.textContent).toContain('Das ist gerade nicht möglich.')
    await click(app, 'Erneut versuchen')
    expect(verifyEmail).toHaveBeenCalledTimes(2)
    expect(heading(app)).toBe('Anmelden')
  })
})

describe('#/password/<token>, the reset mail’s link', () => {
  const problemOf = (app: HTMLElement, index: number) => {
    const field = app.querySelectorAll('input')[index]
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ')
    return described.map((id) => document.getElementById(id)?.textContent).join(' | ')
  }

  it('opens the new-password form with labelled fields and drops the token from the address', async () => {
    window.location.hash = '#/password/tok-9'
    const app = await mount({ me: async () => nobody })
    expect(heading(app)).toBe('Neues Passwort wählen')
    expect(focusedText()).toBe('Neues Passwort wählen')
    expect([...app.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Neues Passwort', 'Neues Passwort wiederholen'])
    expect(window.location.hash).toBe('')
    expect(window.location.href).not.toContain('tok-9')
  })

  it('names a repeat that differs, and a password breaking the sign-up rule, at their fields without asking the API', async () => {
    window.location.hash = '#/password/tok-9'
    const setNewPassword = vi.fn<ApiClient['setNewPassword']>()
    const app = await mount({ me: async () => nobody, setNewPassword })
    await submitForm(app, ['correct-horse', 'correct-hose'])
    expect(problemOf(app, 1)).toBe('Die beiden Passwörter stimmen nicht überein.')
    expect(app.querySelectorAll('input')[1].getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(app.querySelectorAll('input')[1])
    await submitForm(app, ['kurz', 'kurz'])
    expect(problemOf(app, 0)).toBe('8 bis 50 Zeichen, kein Leerzeichen am Anfang oder Ende. | Das Passwort braucht 8 bis 50 Zeichen.')
    expect(setNewPassword).not.toHaveBeenCalled()
  })

  it('sets the password, logs the visitor out everywhere and offers the login', async () => {
    window.location.hash = '#/password/tok-9'
    const setNewPassword = vi.fn<ApiClient['setNewPassword']>(async () => ok({ status: 'passwordChanged' as const }))
    const app = await mount({ me: async () => ok(erika), setNewPassword, myReservations: async () => ok([]) })
    await submitForm(app, ['correct-horse', 'correct-horse'])
    expect(setNewPassword).toHaveBeenCalledWith({ token: 'tok-9', password: 'correct-horse' })
    expect(heading(app)).toBe('Anmelden')
    expect(focusedText()).toBe('Anmelden')
    expect(app.querySelector('[role="status"]')!.textContent).toBe(
      'Ihr Passwort wurde geändert und Sie wurden überall abgemeldet. Melden Sie sich mit Ihrem neuen Passwort an.',
    )
  })

  it('shows the API’s refusal of the password at its field', async () => {
    window.location.hash = '#/password/tok-9'
    const refusal = fail({
      kind: 'http',
      status: 400,
      path: '/v2/users/password',
      message: 'Check password.',
      fields: { password: 'passwordSpaces' },
    })
    const app = await mount({ me: async () => nobody, setNewPassword: async () => refusal })
    await submitForm(app, ['correct-horse', 'correct-horse'])
    expect(problemOf(app, 0)).toContain('Das Passwort darf nicht mit einem Leerzeichen beginnen oder enden.')
    expect(app.querySelector('[role="alert"]')).toBeNull()
  })

  it('says an expired link lasts 30 minutes and leads to a new one', async () => {
    window.location.hash = '#/password/old'
    const app = await mount({ me: async () => nobody, setNewPassword: async () => invalidToken('/v2/users/password') })
    await submitForm(app, ['correct-horse', 'correct-horse'])
    expect(heading(app)).toBe('Dieser Link funktioniert nicht mehr')
    expect(app.querySelector('[role="alert"]')!.textContent).toBe(
      'Dieser Link ist unbekannt, wurde schon verwendet oder ist abgelaufen: Ein Link zum Zurücksetzen des Passworts gilt 30 Minuten. Fordern Sie einen neuen an.',
    )
    await click(app, 'Neuen Link anfordern')
    expect(heading(app)).toBe('Passwort zurücksetzen')
  })
})

describe('an account whose email is not verified', () => {
  it('is told in the bookings tab why it sees no bookings, instead of “no bookings yet”', async () => {
    const myReservations = vi.fn<ApiClient['myReservations']>(async () => ok([]))
    const app = await mount({ me: async () => ok(unverified), myReservations })
    expect(app.querySelector('[data-unverified]')!.textContent).toBe(
      'Bestätigen Sie Ihre E-Mail-Adresse, um Ihre Buchungen zu sehen: Wir haben einen Link an erika@example.com gesendet.',
    )
    expect(app.querySelectorAll('[data-unverified]')).toHaveLength(1)
    expect(app.querySelector('[data-bookings-empty]')).toBeNull()
    expect(myReservations).not.toHaveBeenCalled()
  })

  it('is told at the top of the area on the other tabs', async () => {
    window.location.hash = '#/account'
    const app = await mount({ me: async () => ok(unverified) }, usHost)
    expect(app.querySelector('.msx-area > [data-unverified]')!.textContent).toBe(
      'Confirm your email address to see your bookings: we sent a link to erika@example.com.',
    )
  })
})

describe('the mail screens’ markup', () => {
  // axe's WCAG rules on each new screen as jsdom renders it (colour contrast needs a browser: the e2e suite checks it).
  async function expectNoAxeViolations(app: HTMLElement, label: string) {
    const axe = (await import('axe-core')).default
    const results = await axe.run(app, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'],
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(results.passes.length, 'axe ran its rules').toBeGreaterThan(0)
    const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`)
    expect(summary, `axe violations on ${label}`).toEqual([])
  }

  it('has no WCAG violations on any of them', async () => {
    const signUp = async () => ok({ status: 'verificationSent' as const })
    let app = await mount({ me: async () => nobody, signUp })
    await click(app, 'Konto erstellen')
    await submitForm(app, ['Erika', 'Muster', 'erika@example.com', 'correct-horse'])
    await expectNoAxeViolations(app, 'check your inbox')

    window.location.hash = '#/verify/tok-1'
    app = await mount({ me: async () => nobody, verifyEmail: () => new Promise(() => {}) })
    await expectNoAxeViolations(app, 'verifying')

    window.location.hash = '#/verify/used'
    app = await mount({ me: async () => nobody, verifyEmail: async () => invalidToken('/v2/users/verification') })
    await expectNoAxeViolations(app, 'an expired link')

    window.location.hash = '#/password/tok-9'
    app = await mount({ me: async () => nobody })
    await submitForm(app, ['correct-horse', 'correct-hose'])
    await expectNoAxeViolations(app, 'the new-password form with a problem')

    app = await mount({ me: async () => ok(unverified) })
    await expectNoAxeViolations(app, 'the bookings of an unverified account')
  })
})
