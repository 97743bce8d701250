// Protects issue 26 §4 on the built site: the product-line tabs lead to the pages the site builds (the DE share tab
// left the site for https://de.example.com/share although /de-de/share/ exists), charge is a tab where a market offers
// it, and the pages of configured slugs answer 200 while the magazine and fastlane slugs, which have no page, are gone.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForChrome } from './chromeSupport.ts'
import { isoInDays } from './bookingSupport.ts'
import { collectErrors, DESKTOP } from './support.ts'

for (const { url, expected } of [
  {
    url: '/de-de/ride/',
    expected: ['/de-de/', '/de-de/lkw-vermietung/', '/de-de/ride/', '/de-de/share/', '/de-de/charge/', '/de-de/plus/'],
  },
  { url: '/en-us/ride/', expected: ['/en-us/', '/en-us/truck-rental/', '/en-us/ride/', '/en-us/plus/'] },
])
  test(`every product-line tab of ${url} stays on the site and answers 200 (charge where the market offers it)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP)
    const errors = collectErrors(page)
    await page.goto(url)
    await waitForChrome(page)
    const hrefs = await page
      .locator('[data-product-line-tabs] a[data-heading]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
    expect(hrefs).toEqual(expected)
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200)
    expect(errors).toEqual([])
  })

test('the charge page explains charging a rental car in German and leads to the fleet', async ({ page }) => {
  const errors = collectErrors(page)
  const response = await page.goto('/de-de/charge/')
  expect(response!.status()).toBe(200)
  await waitForChrome(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Charge: unterwegs laden, mit der Miete abgerechnet')
  await page.getByRole('link', { name: 'Elektroauto mieten' }).click()
  await expect(page).toHaveURL(/\/de-de\/flotte\/$/)
  await page.goBack()
  await expectNoAxeViolations(page, '/de-de/charge/')
  expect(errors).toEqual([])
})

test('the configured slugs answer 200 and the removed magazine and fastlane slugs have no page', async ({ request }) => {
  for (const path of ['/de-de/mietwagen/', '/de-de/flotte/', '/de-de/lkw-vermietung/', '/de-de/flotte/elektroauto/', '/pl-pl/oddzialy/'])
    expect((await request.get(path)).status(), path).toBe(200)
  for (const path of ['/de-de/magazin/', '/de-de/fastlane/']) expect((await request.get(path)).status(), path).toBe(404)
})

// The zen reservation page (/de-de/reservation/) showed the search and led nowhere but back (issue 26 §7: a dead end).
test('the zen reservation page carries a complete search on to the offers of the booking funnel', async ({ page }) => {
  const query = `branch=de-muc-airport&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30`
  await page.goto(`/de-de/reservation/?${query}`)
  await expect(page.getByTestId('booking-summary')).toContainText('München Flughafen')
  const next = page.getByRole('link', { name: 'Fahrzeug auswählen' })
  await expect(next).toHaveAttribute('href', `/de-de/booking/?${query}`)
  await next.click()
  await expect(page).toHaveURL(/\/de-de\/booking\/\?branch=de-muc-airport/)
})

test('an incomplete search on the zen page offers only to change it', async ({ page }) => {
  await page.goto('/de-de/reservation/?branch=no-such-branch')
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Fahrzeug auswählen' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Suche ändern' })).toHaveAttribute('href', '/de-de/')
})
