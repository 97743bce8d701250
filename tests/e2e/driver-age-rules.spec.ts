// Protects issue 25 item 6, market rules before the search: the home search's driver-age list offers only the ages the
// market rents to (its rental configuration's minimum and young-driver ages), and a market that rents only to drivers
// of 25 or older has no list but says so. Before, every market offered 18 to 24 and refused the driver after the search.
import { expect, test } from '@playwright/test'
import { answerCookieBanner } from './bookingSupport.ts'
import { text } from './funnelSupport.ts'

for (const { prefix, ages } of [
  { prefix: 'de-de', ages: ['18', '19', '20', '21', '22', '23', '24'] },
  { prefix: 'en-us', ages: ['21', '22', '23', '24'] },
  { prefix: 'pl-pl', ages: ['21', '22', '23', '24'] },
]) {
  test(`${prefix}: the driver-age list offers the market's ages, ${ages[0]} to 24, then "25 or older"`, async ({ page }) => {
    await page.goto(`/${prefix}/`)
    await answerCookieBanner(page)
    const age = page.getByLabel(text(prefix, 'bookingContainer.driverAge'))
    const options = await age
      .locator('option')
      .evaluateAll((all) => all.map((option) => [option.getAttribute('value'), option.textContent]))
    expect(options).toEqual([['', text(prefix, 'bookingContainer.driverAgeOlder', { age: 25 })], ...ages.map((value) => [value, value])])
    await expect(page.getByText(text(prefix, 'bookingContainer.youngDriverHint', { age: 25 }))).toBeVisible()
  })
}

test('en-ie: drivers must be 25 or older, so there is no age list, only the rule', async ({ page }) => {
  await page.goto('/en-ie/')
  await answerCookieBanner(page)
  await expect(
    page.locator('[data-island="booking-container"]').getByText(text('en-ie', 'bookingContainer.driverAgeMinimum', { age: 25 })),
  ).toBeVisible()
  await expect(page.locator('select[name="driverAge"]')).toHaveCount(0)
})
