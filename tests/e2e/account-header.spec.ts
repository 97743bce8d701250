// Protects issue 25 item 6: logged in, the header shows the account and a logout on every page, without a flash of
// "Log in" (the head script marks <html data-account> before the body is parsed); the driver step is prefilled with
// the account's name and email; the header's logout ends the session at the web API and the header says "Log in" again.
import { expect, test, type Page } from '@playwright/test'
import { answerCookieBanner, isoInDays } from './bookingSupport.ts'
import { expectNoAxeViolations, waitForChrome } from './chromeSupport.ts'
import { chooseFirstOfferToDriver, text } from './funnelSupport.ts'
import { collectErrors, DESKTOP, MOBILE } from './support.ts'

const PREFIX = 'de-de'
const t = (key: string, values?: Record<string, string | number>) => text(PREFIX, key, values)
const PASSWORD = 'correct-horse-9'

/**
 * Records, for every page load, whether <html> was already marked logged in when the header's "Log in" link entered
 * the document: the moment the parser creates it, before any paint could show it.
 */
async function watchLoginLink(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: boolean[] = []
    ;(window as unknown as { loginLinkSeen: boolean[] }).loginLinkSeen = seen
    new MutationObserver((records, observer) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && (node.matches('[data-login]') || node.querySelector('[data-login]'))) {
            seen.push(document.documentElement.hasAttribute('data-account'))
            observer.disconnect()
            return
          }
    }).observe(document, { childList: true, subtree: true })
  })
}

const markedBeforeLoginLink = (page: Page) => page.evaluate(() => (window as unknown as { loginLinkSeen: boolean[] }).loginLinkSeen)

test('de-de: logged in, every page shows the account and a logout from the first paint, the driver step is prefilled, and the logout ends the session', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const errors = collectErrors(page, { ignore: (message) => message.text().includes('401') })
  const email = `anna.header.${Date.now()}@example.com`
  expect(
    (await page.request.post('/api/v2/users', { data: { firstName: 'Anna', lastName: 'Kontomann', email, password: PASSWORD } })).status(),
  ).toBe(202)
  const header = page.locator('[data-site-header]')
  const login = header.getByRole('link', { name: t('header.login') })
  const account = header.getByRole('link', { name: t('header.account.myAccount') })
  const logout = header.getByRole('button', { name: t('header.account.logout') })

  // Logged out: "Log in", no account.
  await page.goto(`/${PREFIX}/account/`)
  await waitForChrome(page)
  await answerCookieBanner(page)
  await expect(login).toBeVisible()
  await expect(logout).toBeHidden()
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport)
    await page.screenshot({
      path: testInfo.outputPath(`header-logged-out-${viewport.width}.png`),
      clip: { x: 0, y: 0, width: viewport.width, height: 120 },
    })
  }

  // Logging in on the account page switches the header at once.
  const app = page.locator('[data-micro-app="mysixt"]')
  await app.getByLabel(t('mysixt.fields.email')).fill(email)
  await app.getByLabel(t('mysixt.fields.password')).fill(PASSWORD)
  await app.getByRole('button', { name: t('mysixt.login.submit') }).click()
  await expect(app.getByRole('heading', { level: 1, name: t('mysixt.area.heading', { firstName: 'Anna' }) })).toBeVisible()
  await expect(account).toBeVisible()
  await expect(logout).toBeVisible()
  await expect(login).toBeHidden()

  // Every page, from the first paint: the home page, a content page, the booking page.
  await watchLoginLink(page)
  for (const path of [`/${PREFIX}/`, `/${PREFIX}/faq/`]) {
    await page.goto(path)
    expect(await markedBeforeLoginLink(page), path).toEqual([true])
    await expect(account).toBeVisible()
    await expect(login).toBeHidden()
  }
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport)
    await page.screenshot({
      path: testInfo.outputPath(`header-logged-in-${viewport.width}.png`),
      clip: { x: 0, y: 0, width: viewport.width, height: 120 },
    })
    await expectNoAxeViolations(page, `logged-in header at ${viewport.width}`)
  }

  // The driver step: the account's name and email in the empty fields.
  await page.goto(`/${PREFIX}/booking/?branch=de-muc-airport&pickupAt=${isoInDays(10)}T12%3A30&returnAt=${isoInDays(13)}T08%3A30`)
  expect(await markedBeforeLoginLink(page)).toEqual([true])
  await chooseFirstOfferToDriver(page, PREFIX)
  await expect(page.getByLabel(t('phoenix.form.firstName'), { exact: true })).toHaveValue('Anna')
  await expect(page.getByLabel(t('phoenix.form.lastName'), { exact: true })).toHaveValue('Kontomann')
  await expect(page.getByLabel(t('phoenix.form.email'), { exact: true })).toHaveValue(email)

  // The header's logout: the session ends at the web API, the header says "Log in" here and on the next page.
  await logout.click()
  await expect(login).toBeVisible()
  await expect(login).toBeFocused()
  await expect(account).toBeHidden()
  expect((await page.request.get('/api/v2/users/me')).status()).toBe(401)
  await page.goto(`/${PREFIX}/`)
  expect(await markedBeforeLoginLink(page)).toEqual([false])
  await expect(login).toBeVisible()
  await expect(account).toBeHidden()
  expect(errors).toEqual([])
})
