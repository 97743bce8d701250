// Protects the account area (SPEC §2, §7): a visitor who booked in the funnel signs up, logs in, finds the booking
// under #/bookings and by number under #/manage-my-booking-info, and logs out; each market shows its tabs
// (SPEC §6); the sign-up form gives the SPEC §5 messages at the edges and keeps what was typed.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { clearApiFailure, DE, isoInDays, setApiFailure } from './bookingSupport.ts'
import { expectNoAxeViolations, expectNoHorizontalScroll, waitForChrome } from './chromeSupport.ts'
import { collectErrors } from './support.ts'
import { startSiteServer } from './siteServerProcess.ts'

let counter = 0
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.com`
const PASSWORD = 'correct-horse-9'

/** Opens the account page and waits until the app answered whether someone is logged in. */
async function openAccount(page: Page, prefix: string, hash = ''): Promise<void> {
  // A new document each time: a goto that changes only the hash would keep the app as it was.
  await page.goto('about:blank')
  await page.goto(`/${prefix}/account/${hash}`)
  await waitForChrome(page)
  const limited = page.locator('[data-consent-choice="limited"]')
  if (await limited.isVisible().catch(() => false)) await limited.click()
  await expect(page.locator('[data-micro-app="mysixt"] :is([data-screen], .msx-area)').first()).toBeVisible()
}

/** An account made and logged in through the API, sharing the browser context's cookies. */
async function loggedIn(request: APIRequestContext, firstName = 'Ana', lastName = 'Lopez'): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase())
  expect((await request.post('/api/v2/users', { data: { firstName, lastName, email, password: PASSWORD } })).status()).toBe(202)
  expect((await request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200)
  return email
}

async function tabsOf(page: Page): Promise<string[]> {
  await expect(page.locator('.msx-tabs')).toBeVisible()
  return page.locator('.msx-tabs [data-tab]').evaluateAll((links) => links.map((link) => link.getAttribute('data-tab') ?? ''))
}

/**
 * The outbox page (/_dev/outbox/) opened on the newest mail of `kind` to `email`. Mails are written just after the
 * answer (it never waits for them), so the page is loaded again until the mail is listed.
 */
async function openMail(page: Page, origin: string, email: string, kind: string): Promise<void> {
  const row = page.locator('tbody tr', { hasText: email }).filter({ hasText: kind }).first()
  await expect(async () => {
    await page.goto(`${origin}/_dev/outbox/`)
    await expect(row).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 15_000 })
  await row.getByRole('link').click()
}

/** The link of the newest mail of `kind` to `email` that contains `linkPart`. */
async function linkOfMail(page: Page, origin: string, email: string, kind: string, linkPart: string): Promise<string> {
  await openMail(page, origin, email, kind)
  const link = page.locator('pre a', { hasText: linkPart })
  await expect(link).toHaveCount(1)
  return (await link.getAttribute('href'))!
}

test('de-de: book, sign up, verify through the outbox mail, see the booking; a restart keeps the session and the booking; an unverified account with a booking’s email sees nothing', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  // A server of its own: this test stops and starts it (same port, same database file, same outbox).
  const server = await startSiteServer()
  try {
    const at = (path: string) => `${server.origin}${path}`
    // A new document each time: a goto that changes only the hash would keep the app's screen as it was.
    const openFresh = async (path: string) => {
      await page.goto('about:blank')
      await page.goto(at(path))
    }
    // 401: nobody logged in yet; 400 from the verification: the used link opened again, on purpose.
    const errors = collectErrors(page, {
      ignore: (message) =>
        /status of (401|404)/.test(message.text()) ||
        (/status of 400/.test(message.text()) && message.location().url.includes('/v2/users/verification')),
    })
    const email = uniqueEmail('erika')

    // The booking funnel, as the search leaves the visitor there.
    await page.goto(at(`/de-de/booking/?branch=de-muc-airport&pickupAt=${isoInDays(9)}T12%3A30&returnAt=${isoInDays(12)}T08%3A30`))
    await page.getByRole('button', { name: DE.choose }).first().click()
    await page.getByRole('button', { name: DE.toDriver }).click()
    await page.getByLabel(DE.form.firstName).fill('Erika')
    await page.getByLabel(DE.form.lastName).fill('Muster')
    await page.getByLabel(DE.form.email).fill(email)
    await page.getByLabel(DE.terms).check()
    await page.getByRole('button', { name: DE.form.submit }).click()
    const reservationNumber = (await page.getByTestId('reservation-number').textContent())!.trim()
    expect(reservationNumber).toMatch(/^9\d{9}$/)

    // The confirmation mail is in the outbox, in German, with the number.
    await openMail(page, server.origin, email, 'bookingConfirmation')
    await expect(page.locator('h1')).toContainText(reservationNumber)
    await expect(page.locator('pre')).toContainText('Muster')

    // Sign up: the answer says to check the inbox, nothing more.
    await page.goto(at('/de-de/account/'))
    await waitForChrome(page)
    await page.getByRole('button', { name: 'Konto erstellen' }).click()
    await page.getByLabel('Vorname').fill('Erika')
    await page.getByLabel('Nachname').fill('Muster')
    await page.getByLabel('E-Mail').fill(email)
    await page.getByLabel('Passwort').fill(PASSWORD)
    await page.getByRole('button', { name: 'Konto erstellen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Prüfen Sie Ihr Postfach' })).toBeVisible()
    await expect(page.getByText(`Wir haben eine E-Mail an ${email} gesendet.`, { exact: false })).toBeVisible()

    // Logged in before verifying, the account lists nothing and says why.
    await page.request.post(at('/api/v1/auth/login'), { data: { email, password: PASSWORD } })
    await openFresh('/de-de/account/#/bookings')
    await expect(page.locator('[data-unverified]').first()).toContainText(email)
    await expect(page.locator(`[data-reservation="${reservationNumber}"]`)).toHaveCount(0)

    // The verification mail's link, followed as the visitor would: the email is verified, the booking appears.
    const link = await linkOfMail(page, server.origin, email, 'emailVerification', '#/verify/')
    expect(link.startsWith(at('/de-de/account/#/verify/'))).toBe(true)
    await page.goto(link)
    await expect(page.getByText('Ihre E-Mail-Adresse ist bestätigt.')).toBeVisible()
    // The token leaves the address bar once read.
    await expect(page).not.toHaveURL(/#\/verify\//)
    await openFresh('/de-de/account/#/bookings')
    const booking = page.locator(`[data-reservation="${reservationNumber}"]`)
    await expect(booking).toContainText(`Buchung ${reservationNumber}`)
    await expect(booking).toContainText('Bestätigt')
    // The link is single-use.
    await page.goto(link)
    await expect(page.getByRole('alert')).toContainText('Dieser Link ist unbekannt, wurde schon verwendet oder ist abgelaufen.')

    // The server restarts: the visitor is still logged in and the booking is still listed.
    // The page leaves first: its prefetches must not meet the stopped server.
    await page.goto('about:blank')
    await server.restart()
    await openFresh('/de-de/account/#/bookings')
    await expect(page.getByRole('heading', { level: 1, name: 'Hallo, Erika' })).toBeVisible()
    await expect(page.locator(`[data-reservation="${reservationNumber}"]`)).toContainText('Bestätigt')

    // The session cookie: HttpOnly, SameSite, not readable by scripts.
    const session = (await context.cookies()).find((cookie) => cookie.name === 'sx_session')!
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    expect(await page.evaluate(() => document.cookie)).not.toContain('sx_session')
    await expect(page.getByRole('link', { name: 'Buchungen' })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator(`[data-reservation="${reservationNumber}"]`)).toContainText(/\d{2}\.\d{2}\.\d{4}, 12:30/)
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: test.info().outputPath(`account-bookings-with-reservation-${width}.png`), fullPage: true })
      await expectNoAxeViolations(page, `bookings with a reservation at ${width}px`)
      await expectNoHorizontalScroll(page, `bookings with a reservation at ${width}px`)
    }

    // #/manage-my-booking-info looks it up by number; a number that does not exist says so.
    await page.getByRole('link', { name: 'Eine Buchung über ihre Nummer suchen' }).click()
    await expect(page).toHaveURL(/#\/manage-my-booking-info$/)
    await expect(page.getByLabel('Nachname des Fahrers')).toHaveValue('Muster')
    await page.getByLabel('Reservierungsnummer').fill('9000000000')
    await page.getByRole('button', { name: 'Buchung finden' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Wir haben keine Buchung mit dieser Reservierungsnummer und diesem Nachnamen gefunden. Prüfen Sie beides und versuchen Sie es erneut.',
    )
    await page.getByLabel('Reservierungsnummer').fill(reservationNumber)
    await page.getByRole('button', { name: 'Buchung finden' }).click()
    await expect(page.locator(`[data-found-reservation="${reservationNumber}"]`)).toContainText('Bestätigt')

    // Personal data, then log out: the login comes back, and a reload stays logged out.
    await page.getByRole('link', { name: 'Persönliche Daten' }).click()
    await expect(page.getByTestId('account-email')).toHaveText(email)
    await page.locator('#main').getByRole('button', { name: 'Abmelden' }).click()
    await expect(page.getByText('Sie haben sich abgemeldet.')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible()
    expect((await context.cookies()).find((cookie) => cookie.name === 'sx_session')).toBeUndefined()

    // Someone else books with another email, then an account is made with that email and never verified: it sees nothing.
    const guestEmail = uniqueEmail('guest')
    const offers = await (
      await page.request.get(
        at(
          `/api/v1/rentaloffers/offers?branchId=de-muc-airport&pickupDate=${isoInDays(9)}T12:30&returnDate=${isoInDays(12)}T08:30&currency=EUR`,
        ),
      )
    ).json()
    const guestBooking = await page.request.post(at('/api/v1/rentalreservations/create'), {
      data: {
        offerId: offers.offers[0].id,
        branchId: 'de-muc-airport',
        pickupDate: `${isoInDays(9)}T12:30`,
        returnDate: `${isoInDays(12)}T08:30`,
        currency: 'EUR',
        driver: { firstName: 'Gast', lastName: 'Buchend', email: guestEmail },
        termsAccepted: true,
      },
    })
    expect(guestBooking.status()).toBe(201)
    const guestNumber = (await guestBooking.json()).reservationNumber as string
    await context.clearCookies()
    expect(
      (
        await page.request.post(at('/api/v2/users'), {
          data: { firstName: 'Mal', lastName: 'Lory', email: guestEmail, password: PASSWORD },
        })
      ).status(),
    ).toBe(202)
    expect((await page.request.post(at('/api/v1/auth/login'), { data: { email: guestEmail, password: PASSWORD } })).status()).toBe(200)
    expect(await (await page.request.get(at('/api/v2/users/me/reservations'))).json()).toEqual([])
    await openFresh('/de-de/account/#/bookings')
    await expect(page.locator('[data-unverified]').first()).toContainText(guestEmail)
    await expect(page.locator(`[data-reservation="${guestNumber}"]`)).toHaveCount(0)
    expect(errors).toEqual([])
  } finally {
    await server.stop()
  }
})

test('the prerendered account page holds no account data', async ({ page, request }) => {
  const email = await loggedIn(page.context().request, 'Prerender')
  const html = await (await page.context().request.get('/de-de/account/')).text()
  expect(html).toContain('data-micro-app')
  expect(html).not.toContain(email)
  expect(html).not.toContain('Prerender')
  // Without the cookie the API says nobody is logged in.
  expect((await request.get('/api/v2/users/me')).status()).toBe(401)
})

test.describe('tabs per market (SPEC §6)', () => {
  test('DE shows every tab, CA hides Subscriptions, the partner site shows personal data and subscriptions only', async ({ page }) => {
    await loggedIn(page.context().request)
    await openAccount(page, 'de-de')
    expect(await tabsOf(page)).toEqual(['account', 'bookings', 'businesshub', 'help-center', 'profiles', 'subscriptions'])
    await openAccount(page, 'en-ca')
    expect(await tabsOf(page)).toEqual(['account', 'bookings', 'businesshub', 'help-center', 'profiles'])
    await openAccount(page, 'de-de-zentrovo')
    expect(await tabsOf(page)).toEqual(['account', 'subscriptions'])
  })

  test('an unknown or hidden hash route opens the default tab', async ({ page }) => {
    await loggedIn(page.context().request)
    await openAccount(page, 'de-de', '#/nowhere')
    await expect(page.locator('.msx-area')).toHaveAttribute('data-view', 'bookings')
    await openAccount(page, 'en-ca', '#/subscriptions')
    await expect(page.locator('.msx-area')).toHaveAttribute('data-view', 'bookings')
    await openAccount(page, 'de-de-zentrovo', '#/bookings')
    await expect(page.locator('.msx-area')).toHaveAttribute('data-view', 'account')
    await page.getByRole('link', { name: 'Abos' }).click()
    await expect(page.locator('.msx-area')).toHaveAttribute('data-view', 'subscriptions')
  })

  test('the partner site shows its own brand and sends tenant 3023 with every API call', async ({ page }) => {
    const tenants = new Set<string>()
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) tenants.add(request.headers()['x-tenant-id'] ?? 'none')
    })
    await openAccount(page, 'de-de-zentrovo')
    await expect(page.locator('[data-site-header]')).toContainText('Zentrovo')
    await expect(page).toHaveTitle(/\| Zentrovo$/)
    expect([...tenants]).toEqual(['3023'])
    await page.goto('/de-de/account/')
    await expect(page).toHaveTitle(/\| Rentaro$/)
  })
})

test.describe('sign-up rules (SPEC §5) at their edges, with the exact messages', () => {
  test('en-us: required, 49/50/51 characters, 7/8/50/51-character passwords, spaces, an email without a domain', async ({ page }) => {
    await openAccount(page, 'en-us')
    await page.getByRole('button', { name: 'Create an account' }).click()
    const submit = page.getByRole('button', { name: 'Create account' })
    const field = (label: string) => page.getByLabel(label, { exact: true })
    const problem = (name: string) => page.locator(`[data-problem="${name}"]`)

    await submit.click()
    await expect(page.getByText('Required field cannot be left empty.')).toHaveCount(4)
    await expect(field('First name')).toBeFocused()
    await expect(field('First name')).toHaveAttribute('aria-invalid', 'true')
    await expect(field('First name')).toHaveAccessibleDescription('Required field cannot be left empty.')

    await field('First name').fill('a'.repeat(51))
    await field('Last name').fill('b'.repeat(50))
    await field('Email').fill('ana@example')
    await field('Password').fill('p'.repeat(7))
    await submit.click()
    await expect(problem('firstName')).toHaveText('This can have at most 50 characters.')
    await expect(problem('lastName')).toHaveCount(0)
    await expect(problem('email')).toHaveText('Invalid email')
    await expect(problem('password')).toHaveText('The password needs 8 to 50 characters.')
    await expect(field('First name')).toBeFocused()
    // Nothing typed is lost on an error.
    await expect(field('First name')).toHaveValue('a'.repeat(51))
    await expect(field('Email')).toHaveValue('ana@example')

    await field('First name').fill('a'.repeat(49))
    await field('Password').fill('p'.repeat(51))
    await submit.click()
    await expect(problem('firstName')).toHaveCount(0)
    await expect(problem('password')).toHaveText('The password needs 8 to 50 characters.')
    for (const spaced of [' pppppppp', 'pppppppp ']) {
      await field('Password').fill(spaced)
      await submit.click()
      await expect(problem('password')).toHaveText('The password cannot start or end with a space.')
    }
    await field('Password').fill('p'.repeat(50))
    await submit.click()
    await expect(problem('password')).toHaveCount(0)
    await expect(problem('email')).toHaveText('Invalid email')
    await field('Password').fill('p'.repeat(8))
    await field('Email').fill(uniqueEmail('edges'))
    await submit.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible()
  })

  test('en-us: a failed API keeps what was typed and retries; a registered email gets the same answer as a new one, and its owner a mail', async ({
    page,
    context,
  }) => {
    await openAccount(page, 'en-us')
    await page.getByRole('button', { name: 'Create an account' }).click()
    const email = uniqueEmail('retry')
    await page.getByLabel('First name').fill('Ana')
    await page.getByLabel('Last name').fill('Lopez')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await setApiFailure(context, 'status:503@v2/users')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('alert')).toContainText('This cannot be done right now. What you typed is kept: please try again.')
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD)
    await clearApiFailure(context)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible()
    const firstAnswer = await page.locator('[data-micro-app="mysixt"] main, [data-micro-app="mysixt"]').first().innerText()

    // The same email again, sent with a double click: the same answer, word for word; nobody learns it is registered.
    await openAccount(page, 'en-us')
    await page.getByRole('button', { name: 'Create an account' }).click()
    await page.getByLabel('First name').fill('Ana')
    await page.getByLabel('Last name').fill('Lopez')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Create account' }).dblclick()
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible()
    expect(await page.locator('[data-micro-app="mysixt"] main, [data-micro-app="mysixt"]').first().innerText()).toBe(firstAnswer)
    await expect(page.getByRole('alert')).toHaveCount(0)

    // The outbox: one verification mail, and the owner is told of the second attempt (once, whatever the double click sent).
    await openMail(page, '', email, 'accountExists')
    await page.goto('/_dev/outbox/')
    const mails = page.locator('tbody tr', { hasText: email })
    await expect(mails.filter({ hasText: 'emailVerification' })).toHaveCount(1)
  })

  test('fr-fr: a registered email is told in the account-exists mail, with the Dutch text of the French bundle (SPEC §8)', async ({
    page,
  }) => {
    const email = uniqueEmail('fr')
    expect(
      (await page.request.post('/api/v2/users', { data: { firstName: 'Léa', lastName: 'Martin', email, password: PASSWORD } })).status(),
    ).toBe(202)
    await openAccount(page, 'fr-fr')
    await page.getByRole('button', { name: 'Créer un compte' }).click()
    await page.getByLabel('Prénom').fill('Léa')
    await page.getByLabel('Nom', { exact: true }).fill('Martin')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Créer le compte' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await openMail(page, '', email, 'accountExists')
    await expect(page.locator('pre')).toContainText(
      'Er bestaat al een account met dit e-mailadres. Log in of maak je profiel compleet in de app.',
    )
    await expect(page.locator('pre a', { hasText: '#/password/' })).toHaveCount(1)
  })

  test('en-us: a login that answers too slowly says so, keeps what was typed and logs in on retry', async ({ page, context, request }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail('slow')
    await request.post('/api/v2/users', { data: { firstName: 'Ana', lastName: 'Lopez', email, password: PASSWORD } })
    await openAccount(page, 'en-us')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    // Longer than the client's 15 s for an action.
    await setApiFailure(context, 'slow:20000@auth/login')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Logging in…' })).toBeDisabled()
    await expect(page.getByRole('alert')).toContainText(
      'Our service is taking too long to answer. What you typed is kept: please try again.',
      { timeout: 30_000 },
    )
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await expect(page.getByLabel('Password')).toHaveValue(PASSWORD)
    await clearApiFailure(context)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ana' })).toBeVisible()
  })

  test('en-us: a wrong password is said without losing the email; password reset answers for any email', async ({ page, request }) => {
    const email = uniqueEmail('login')
    await request.post('/api/v2/users', { data: { firstName: 'Ana', lastName: 'Lopez', email, password: PASSWORD } })
    await openAccount(page, 'en-us')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('wrong-horse-1')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('The email or the password is not correct. Check both and try again.')
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await page.getByRole('button', { name: 'Forgot your password?' }).click()
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await page.getByRole('button', { name: 'Send link' }).click()
    await expect(page.locator('.msx-success[role="status"]')).toHaveText(
      `If there is an account for ${email}, we have sent it a link to reset the password.`,
    )
  })
})

// One test per width, so the two run on both workers at once (the pair took 35 s in one test); each keeps the 300 s
// the pair had, for a loaded machine.
for (const width of [375, 1440]) {
  test(`axe finds nothing on the sign-up, login and account screens at ${width} px; screenshots of every screen`, async ({ page }) => {
    test.setTimeout(300_000)
    const shot = async (name: string) => {
      await page.screenshot({ path: test.info().outputPath(`account-${name}-${width}.png`), fullPage: true })
      await expectNoAxeViolations(page, `${name} at ${width}px`)
      await expectNoHorizontalScroll(page, `${name} at ${width}px`)
    }
    await page.setViewportSize({ width, height: 900 })
    await page.context().clearCookies()
    await openAccount(page, 'en-us')
    await shot('login')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await shot('login-errors')
    await page.getByRole('button', { name: 'Create an account' }).click()
    await shot('sign-up')
    await page.getByRole('button', { name: 'Create account' }).click()
    await shot('sign-up-errors')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.getByRole('button', { name: 'Forgot your password?' }).click()
    await shot('reset')
    // The screens of the mails' links: a new password, and a link that is unknown or used.
    await openAccount(page, 'en-us', '#/password/an-unknown-token')
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
    await shot('new-password')
    await page.getByRole('button', { name: 'Save password' }).click()
    await shot('new-password-errors')
    await openAccount(page, 'en-us', '#/verify/an-unknown-token')
    await expect(page.getByRole('alert')).toContainText('This link is unknown, was already used or has expired.')
    await shot('verify-expired')

    await loggedIn(page.context().request, 'Maximiliane', 'Vandenberghe-Oberhausen')
    for (const [hash, name] of [
      ['#/bookings', 'bookings'],
      ['#/manage-my-booking-info', 'manage'],
      ['#/account', 'personal'],
      ['#/profiles', 'profiles'],
    ]) {
      await openAccount(page, 'en-us', hash)
      await expect(page.locator('.msx-area')).toHaveAttribute(
        'data-view',
        name === 'manage' ? 'manage-my-booking-info' : name === 'personal' ? 'account' : name,
      )
      await shot(name)
    }
    await openAccount(page, 'de-de-zentrovo')
    await shot('partner')
  })
}
