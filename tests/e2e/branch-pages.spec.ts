// Protects the pages generated from web-API data at build time (engine/node/data, sources/branches.ts):
// one page per branch, reached from the branch directory, in the page's language, with hreflang alternates
// for the same branch in the market's other languages.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForChrome } from './chromeSupport.ts'
import { collectErrors } from './support.ts'

test('the branch directory links each branch to its own page, which shows it in German', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/de-de/mietwagen/')
  await page.getByRole('link', { name: 'München Flughafen' }).click()
  await expect(page).toHaveURL(/\/de-de\/mietwagen\/muc-airport\/$/)
  await waitForChrome(page)
  await expect(page).toHaveTitle(/^Autovermietung München Flughafen \| /)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('München Flughafen')
  await expect(page.locator('address')).toContainText('85356 München')
  await expect(page.getByText('24 Stunden geöffnet')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Alle Filialen' })).toHaveAttribute('href', '/de-de/mietwagen/')
  await expectNoAxeViolations(page, '/de-de/mietwagen/muc-airport/')
  expect(errors).toEqual([])
})

test('a Swiss branch page has its French page as alternate and in the language switcher', async ({ page }) => {
  await page.goto('/de-ch/mietwagen/')
  const href = await page.locator('[data-branch] h3 a').first().getAttribute('href')
  expect(href).toMatch(/^\/de-ch\/mietwagen\/[a-z0-9-]+\/$/)
  await page.goto(href!)
  const french = href!.replace('/de-ch/', '/fr-ch/')
  await expect(page.locator('link[hreflang="fr-CH"]')).toHaveAttribute('href', new RegExp(`${french}$`))
  await expect(page.locator('link[hreflang="de-DE"]')).toHaveCount(0)
  await expect(page.locator('nav a[hreflang="fr"]').first()).toHaveAttribute('href', french)
  expect((await page.request.get(french)).status()).toBe(200)
})
