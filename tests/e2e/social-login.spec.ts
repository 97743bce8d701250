// Protects social login against the reference API (issue 26 §7): in de-de a visitor goes from the account page to
// the stand-in identity provider on its own origin, allows, comes back logged in (the code gone from the address, the
// session kept over a reload); a cancel at the provider, a state this browser never started and an existing account's
// email each get a German message and a way on. The provider's name is the configured, fictitious one.
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, waitForChrome } from './chromeSupport.ts'
import { collectErrors, DESKTOP, MOBILE } from './support.ts'

let counter = 0
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.com`

/** The account page, answered whether someone is logged in (the consent banner closed with the limited choice). */
async function openAccount(page: Page, path = '/de-de/account/'): Promise<void> {
  await page.goto(path)
  await waitForChrome(page)
  const limited = page.locator('[data-consent-choice="limited"]')
  if (await limited.isVisible().catch(() => false)) await limited.click()
  await expect(page.locator('[data-micro-app="mysixt"] :is([data-screen], .msx-area)').first()).toBeVisible()
}

/** From the login screen to the provider's consent page, on the provider's own origin. */
async function toProvider(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Weiter mit Example ID' }).click()
  await expect(page).toHaveURL(/^http:\/\/id\.localhost:\d+\/authorize\?request_uri=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mit Example ID anmelden')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
}

async function allowAs(page: Page, email: string, firstName = 'Erika', lastName = 'Muster'): Promise<void> {
  await page.getByLabel('E-Mail').fill(email)
  await page.getByLabel('Vorname').fill(firstName)
  await page.getByLabel('Nachname').fill(lastName)
  await page.getByRole('button', { name: /^Erlauben und weiter zu / }).click()
}

test('de-de: social login round trip creates a verified account, logs in, removes the code from the address and survives a reload', async ({
  page,
}) => {
  // 401: nobody logged in yet; 400: the provider refusing the empty consent form, on purpose.
  const errors = collectErrors(page, {
    ignore: (message) =>
      /status of 401/.test(message.text()) || (/status of 400/.test(message.text()) && message.location().url.includes('/authorize')),
  })
  const email = uniqueEmail('erika')
  const calls: string[] = []
  page.on('request', (request) => request.url().includes('/api/v1/auth/social/') && calls.push(new URL(request.url()).pathname))
  await page.setViewportSize(MOBILE)
  await openAccount(page)
  await toProvider(page)
  await page.screenshot({ path: test.info().outputPath('consent-375.png'), fullPage: true })
  // A form the provider refuses keeps the visitor there, with a message.
  await page.getByRole('button', { name: /^Erlauben und weiter zu / }).click()
  await expect(page.getByRole('alert')).toContainText('Geben Sie eine gültige E-Mail-Adresse')
  await allowAs(page, email)

  await expect(page.locator('.msx-area h1')).toHaveText('Hallo, Erika')
  await expect(page.locator('.msx-area [role="status"]').first()).toHaveText('Sie sind mit Example ID angemeldet.')
  await expect.poll(() => new URL(page.url()).search).toBe('')
  expect(calls).toEqual(['/api/v1/auth/social/providers', '/api/v1/auth/social/start', '/api/v1/auth/social/callback'])
  await page.reload()
  await expect(page.locator('.msx-area h1')).toHaveText('Hallo, Erika')
  await page.goto('/de-de/account/#/account')
  await expect(page.getByTestId('account-email')).toHaveText(email)
  expect(errors).toEqual([])
})

test('de-de: a cancel at the provider says so and offers the provider again and the email login', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await openAccount(page)
  await toProvider(page)
  await page.screenshot({ path: test.info().outputPath('consent-1440.png') })
  await page.getByRole('button', { name: 'Abbrechen' }).click()
  await expect(page.locator('[data-social-problem="denied"]')).toHaveText(
    'Sie haben die Anmeldung bei Example ID abgebrochen. Es wurde nichts geändert.',
  )
  await expect.poll(() => new URL(page.url()).search).toBe('')
  await expectNoAxeViolations(page, 'social login cancelled')
  await page.screenshot({ path: test.info().outputPath('denied-1440.png') })
  await page.getByRole('button', { name: 'Mit E-Mail und Passwort anmelden' }).click()
  await expect(page.locator('[data-screen="login"]')).toBeVisible()
  // The way back to the provider is there, too.
  await expect(page.getByRole('button', { name: 'Weiter mit Example ID' })).toBeVisible()
})

test('de-de: a code and state this browser never started are refused with a German message', async ({ page }) => {
  collectErrors(page)
  await openAccount(page, '/de-de/account/?code=forged&state=forged')
  await expect(page.locator('[data-social-problem="stateMismatch"]')).toContainText('Diese Anmeldung konnte nicht bestätigt werden')
  await expect(page.getByRole('button', { name: 'Weiter mit Example ID' })).toBeVisible()
})

test('de-de: the provider’s email of an existing account links only after that account’s password', async ({ page }) => {
  const email = uniqueEmail('ana')
  const password = 'correct-horse-9'
  expect((await page.request.post('/api/v2/users', { data: { firstName: 'Ana', lastName: 'Lopez', email, password } })).status()).toBe(202)
  await openAccount(page)
  await toProvider(page)
  await allowAs(page, email, 'Ana', 'Lopez')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Example ID mit Ihrem Konto verknüpfen')
  await page.getByLabel('Passwort').fill('wrong-horse-9')
  await page.getByRole('button', { name: 'Verknüpfen und anmelden' }).click()
  await expect(page.getByRole('alert')).toContainText('E-Mail oder Passwort sind nicht korrekt.')
  await page.getByLabel('Passwort').fill(password)
  await page.getByRole('button', { name: 'Verknüpfen und anmelden' }).click()
  await expect(page.locator('.msx-area h1')).toHaveText('Hallo, Ana')
  // Linked: next time the provider alone logs in, no password asked.
  await page.locator('.msx-area-head button').click()
  await expect(page.locator('[data-screen="login"]')).toBeVisible()
  await toProvider(page)
  await allowAs(page, email, 'Ana', 'Lopez')
  await expect(page.locator('.msx-area h1')).toHaveText('Hallo, Ana')
})
