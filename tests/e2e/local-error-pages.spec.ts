// Protects the local error pages of issue 26 §6 (SPEC §2: a 404 page with links to branches, fleet and home, and a 500
// page; §8 the 404 text): each market language has its 404 and its 500 page in its own language and chrome, answered
// with their status; a path outside every market gets a 404 that lists every market's home page, not one home link.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, expectNoHorizontalScroll, waitForChrome } from './chromeSupport.ts'
import { collectErrors, DESKTOP, MOBILE } from './support.ts'

/** The page's own error status is logged by the browser as a failed load; nothing else may be. */
const ignoreOwnStatus = (url: string) => (message: { text(): string; location(): { url: string } }) =>
  /status of (404|500)/.test(message.text()) && new URL(message.location().url).pathname === url

for (const { url, lang, dir, heading } of [
  { url: '/de-de/500/', lang: 'de-DE', dir: 'ltr', heading: 'Bei uns ist etwas schiefgelaufen' },
  { url: '/ar-ae/500/', lang: 'ar-AE', dir: 'rtl', heading: 'حدث خطأ ما من جهتنا' },
]) {
  test(`${url} answers 500 in ${lang} with its chrome and ways on to branches, fleet and home`, async ({ page, request }) => {
    const errors = collectErrors(page, { ignore: ignoreOwnStatus(url) })
    const response = await page.goto(url)
    expect(response!.status()).toBe(500)
    await waitForChrome(page)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.locator('html')).toHaveAttribute('dir', dir)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    const home = page.locator('[data-status="500"] a[data-link="home"]')
    await expect(home).toHaveAttribute('href', url.replace('500/', ''))
    for (const href of await page
      .locator('[data-status="500"] a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!)))
      expect((await request.get(href)).status(), href).toBe(200)
    await expectNoAxeViolations(page, url)
    expect(errors).toEqual([])
  })
}

test('an unknown Dutch path answers 404 in Dutch, and the Dutch 500 page differs from the English one', async ({ request }) => {
  const notFound = await request.get('/nl-nl/bestaat-niet/')
  expect(notFound.status()).toBe(404)
  expect(await notFound.text()).toContain('O NEE! DEZE PAGINA BESTAAT NIET OF IS VERWIJDERD')
  const serverError = await request.get('/nl-nl/500/')
  expect(serverError.status()).toBe(500)
  const text = await serverError.text()
  expect(text).toContain('<html lang="nl-NL"')
  expect(text).toContain('Er is bij ons iets misgegaan')
})

test('a path outside every market answers 404 with every market home page, each leading home', async ({ page, request }) => {
  const errors = collectErrors(page, { ignore: ignoreOwnStatus('/no-such-market/page/') })
  const response = await page.goto('/no-such-market/page/')
  expect(response!.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("OH NO! THIS PAGE DOESN'T EXIST OR WAS REMOVED")
  const homes = await page.locator('[data-status="404"] a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  expect(homes.length).toBeGreaterThan(40)
  expect(homes).toEqual(expect.arrayContaining(['/de-de/', '/en-us/', '/fr-ch/', '/ar-ae/']))
  for (const href of homes.slice(0, 5)) expect((await request.get(href)).status(), href).toBe(200)
  await page
    .getByRole('link', { name: /Deutschland/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/de-de\/$/)
  await expectNoAxeViolations(page, '/de-de/ after the root 404')
  expect(errors).toEqual([])
})

for (const viewport of [MOBILE, DESKTOP])
  test(`the error pages fit ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    for (const url of ['/de-de/500/', '/de-de/gibt-es-nicht/', '/no-such-market/']) {
      await page.goto(url)
      await expectNoHorizontalScroll(page, `${url} at ${viewport.width} px`)
      await page.screenshot({ path: test.info().outputPath(`${url.replaceAll('/', '_')}${viewport.width}.png`), fullPage: true })
    }
  })
