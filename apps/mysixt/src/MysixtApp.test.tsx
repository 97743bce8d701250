// @vitest-environment jsdom
// Protects the account micro-app (SPEC §1, §2, §5, §6): a visitor without a session gets the login screen; a
// malformed email, wrong credentials and a failed session check each say so in the page's language, keeping what
// was typed; after login the account area shows the market's tabs and lists the visitor's reservations in the
// market's date and price formats; logging out returns to the login screen with a notice.
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient, Reservation } from '../../../features/web-api/index.ts'
import { fail, ok } from '../../../engine/testing/apiResults.ts'
import { submitForm } from '../../../engine/testing/submitForm.ts'
import { erika, germanHost, mount, nobody, usHost } from '../../../tests/support/mountMysixt.tsx'

const booking: Reservation = {
  reservationNumber: '9123456789',
  status: 'confirmed',
  branchId: 'de-muenchen-city',
  pickupDate: '2031-12-01T12:30',
  returnDate: '2031-12-04T08:30',
  total: { amount: 206.97, currency: 'EUR' },
  modelName: 'VW Golf',
}

beforeEach(() => {
  // jsdom does not scroll; the app scrolls to the top when it changes screens.
  window.scrollTo = () => {}
  window.location.hash = ''
})

afterEach(() => {
  document.body.innerHTML = ''
})

const logIn = (app: HTMLElement, email: string, password: string) => submitForm(app, [email, password])

const tabs = (app: HTMLElement) => [...app.querySelectorAll('nav a')].map((tab) => [tab.textContent, tab.getAttribute('href')])

describe('mysixt, the account app', () => {
  it('shows a visitor without a session the login screen, with sign-up and the market’s social login', async () => {
    const app = await mount({ me: async () => nobody })
    expect(app.querySelector('h1')!.textContent).toBe('Anmelden')
    expect([...app.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['E-Mail', 'Passwort'])
    expect(app.textContent).toContain('Neu hier?')
    // One button per provider the API offers, named as the API's configuration names it.
    await vi.waitFor(() => expect(app.querySelector('[data-social-login] button')?.textContent).toBe('Weiter mit Example ID'))
  })

  it('shows no social login where the market does not enable it', async () => {
    const socialProviders = vi.fn<ApiClient['socialProviders']>()
    const app = await mount(
      { me: async () => nobody, socialProviders },
      { ...germanHost, account: { ...germanHost.account!, enableSocialLogin: false } },
    )
    expect(app.querySelector('h1')!.textContent).toBe('Anmelden')
    expect(app.querySelector('[data-social-login]')).toBeNull()
    expect(socialProviders).not.toHaveBeenCalled()
  })

  it('says the session could not be checked, and checks again on retry', async () => {
    const me = vi
      .fn<ApiClient['me']>()
      .mockResolvedValueOnce(fail({ kind: 'network', path: '/v2/users/me', message: 'offline' }))
      .mockResolvedValueOnce(nobody)
    const app = await mount({ me })
    expect(app.querySelector('[role="alert"]')!.textContent).toContain('Das ist gerade nicht möglich.')
    await act(async () => app.querySelector<HTMLButtonElement>('[role="alert"] button')!.click())
    expect(me).toHaveBeenCalledTimes(2)
    expect(app.querySelector('h1')!.textContent).toBe('Anmelden')
  })

  it('names a malformed email at its field without asking the API', async () => {
    const login = vi.fn<ApiClient['login']>()
    const app = await mount({ me: async () => nobody, login })
    await logIn(app, 'erika@', 'geheim123')
    const email = app.querySelector('input')!
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe('Ungültige E-Mail')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(login).not.toHaveBeenCalled()
  })

  it('says when email or password are wrong and keeps the email typed', async () => {
    const login = vi.fn<ApiClient['login']>(async () => fail({ kind: 'http', status: 401, path: '/v1/auth/login', message: 'wrong' }))
    const app = await mount({ me: async () => nobody, login })
    await logIn(app, 'erika@example.com', 'falsch123')
    expect(login).toHaveBeenCalledWith({ email: 'erika@example.com', password: 'falsch123' })
    expect(app.querySelector('[role="alert"]')!.textContent).toBe(
      'E-Mail oder Passwort sind nicht korrekt. Prüfen Sie beides und versuchen Sie es erneut.',
    )
    expect(app.querySelector('input')!.value).toBe('erika@example.com')
    expect(app.querySelector('h1')!.textContent).toBe('Anmelden')
  })

  it('after login greets the visitor, shows the market’s tabs and lists the reservations in German formats', async () => {
    const app = await mount({
      me: async () => nobody,
      login: async () => ok(erika),
      myReservations: async () => ok([booking, { ...booking, reservationNumber: '9123456790', status: 'cancelled' }]),
    })
    await logIn(app, 'erika@example.com', 'geheim123')
    expect(app.querySelector('h1')!.textContent).toBe('Hallo, Erika')
    expect(tabs(app)).toEqual([
      ['Persönliche Daten', '#/account'],
      ['Buchungen', '#/bookings'],
      ['Business Hub', '#/businesshub'],
      ['Hilfe', '#/help-center'],
      ['Profile', '#/profiles'],
      ['Abos', '#/subscriptions'],
    ])
    expect(app.querySelector('nav a[aria-current="page"]')!.textContent).toBe('Buchungen')
    expect(app.textContent).toContain('Buchungen mit erika@example.com.')
    const cards = app.querySelectorAll('[data-reservation]')
    expect(cards).toHaveLength(2)
    expect(cards[0].querySelector('h3')!.textContent).toBe('Buchung 9123456789')
    const facts = Object.fromEntries(
      [...cards[0].querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling!.textContent]),
    )
    expect(facts).toEqual({
      Status: 'Bestätigt',
      Fahrzeug: 'VW Golf oder ähnlich',
      Abholung: '01.12.2031, 12:30',
      Rückgabe: '04.12.2031, 08:30',
      Gesamtpreis: '206,97\u00a0€',
    })
    expect(cards[1].textContent).toContain('Storniert')
  })

  it('opens an American visitor’s session straight into the area, with US formats, an empty list, and only the tabs the market shows', async () => {
    const app = await mount(
      { me: async () => ok(erika), myReservations: async () => ok([]) },
      { ...usHost, account: { ...usHost.account!, isManageSubscriptionsHidden: true, hideAccountTabs: ['businesshub'] } },
    )
    expect(app.querySelector('h1')!.textContent).toBe('Hello, Erika')
    expect(tabs(app).map(([name]) => name)).toEqual(['Personal data', 'Bookings', 'Help', 'Profiles'])
    expect(app.querySelector('[data-bookings-empty]')!.textContent).toBe('You have no bookings yet.')
  })

  it('shows personal data on #/account with the member-since date in the market pattern', async () => {
    window.location.hash = '#/account'
    const app = await mount({ me: async () => ok(erika) }, usHost)
    expect(app.querySelector('nav a[aria-current="page"]')!.getAttribute('href')).toBe('#/account')
    expect(app.querySelector('[data-testid="account-email"]')!.textContent).toBe('erika@example.com')
    expect(app.textContent).toContain('03/14/2029')
  })

  it('logs out back to the login screen with a notice', async () => {
    const logout = vi.fn<ApiClient['logout']>(async () => ok({ status: 'loggedOut' as const }))
    const app = await mount({ me: async () => ok(erika), myReservations: async () => ok([]), logout })
    await act(async () => [...app.querySelectorAll('button')].find((button) => button.textContent === 'Abmelden')!.click())
    expect(logout).toHaveBeenCalledOnce()
    expect(app.querySelector('h1')!.textContent).toBe('Anmelden')
    expect(app.querySelector('[role="status"]')!.textContent).toBe('Sie haben sich abgemeldet.')
  })
})
