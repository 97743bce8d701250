// Protects the first screen on phones and desktops (issue 25, item 8): the home search's button sat at y=1103 on
// a 375 x 812 phone and y=1047 at 1440 x 900; the first car of the offers list was below the fold on a phone; the
// extras and driver steps had no total in sight; Danish and Norwegian cookie banners overflowed 375 px and cut off a
// consent button. Each is measured here as a visitor's browser lays it out.
import { readdirSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { answerCookieBanner, isoInDays } from './bookingSupport.ts'
import { expectStep, text } from './funnelSupport.ts'
import { DESKTOP, MOBILE, waitForIslands } from './support.ts'

for (const prefix of ['de-de', 'en-us']) {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`${prefix} at ${viewport.width}x${viewport.height}: the search button is within the first screen`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(`/${prefix}/`)
      await waitForIslands(page)
      const submit = page
        .locator('[data-island="booking-container"]')
        .getByRole('button', { name: text(prefix, 'bookingContainer.submit') })
      const box = await submit.boundingBox()
      expect(box, 'the search button is laid out').not.toBeNull()
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height)
      // Nothing is pushed sideways either.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    })
  }
}

const booking = `/de-de/booking/?branch=de-muc-airport&returnBranch=de-ber-airport&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30&driverAge=22`
const t = (key: string) => text('de-de', key)

test('de-de at 375x812: the first car and its price show in the first screen of the offers', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  await page.goto(booking)
  await answerCookieBanner(page)
  await expectStep(page, t('phoenix.offersHeading'))
  const price = page.getByTestId('offer-card').first().locator('.phx-card-price strong')
  await expect(price).toBeVisible()
  const box = await price.boundingBox()
  expect(box!.y + box!.height).toBeLessThanOrEqual(MOBILE.height)
})

test('de-de at 375x812: the extras and driver steps keep the total in sight, and it never covers the focused field', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  await page.goto(booking)
  await answerCookieBanner(page)
  await expectStep(page, t('phoenix.offersHeading'))
  await page
    .getByRole('button', { name: t('phoenix.choose') })
    .first()
    .click()
  await expectStep(page, t('phoenix.extrasHeading'))
  const bar = page.getByTestId('price-bar')
  await expect(bar).toBeVisible()
  await expect(bar.locator('strong')).toHaveText(await page.getByTestId('price-total').innerText())
  const barBox = await bar.boundingBox()
  expect(barBox!.y + barBox!.height).toBeCloseTo(MOBILE.height, 0)
  // A child seat later the bar says the new total.
  await page.getByRole('combobox', { name: new RegExp(`^${t('phoenix.extras.child-seat.name')}`) }).selectOption('1')
  await expect(bar.locator('strong')).toHaveText(await page.getByTestId('price-total').innerText())
  await bar.getByRole('button', { name: t('phoenix.priceBar.details') }).click()
  await expect(page.locator('#phx-price-heading')).toBeFocused()

  await page.getByRole('button', { name: t('phoenix.toDriver') }).click()
  await expectStep(page, t('phoenix.detailsHeading'))
  await expect(bar).toBeVisible()
  // Tab through the form: each focused field is scrolled clear of the bar.
  for (const label of [t('phoenix.form.firstName'), t('phoenix.form.lastName'), t('phoenix.form.email')]) {
    const field = page.getByLabel(label, { exact: true })
    await field.focus()
    const fieldBox = await field.boundingBox()
    const top = (await bar.boundingBox())!.y
    expect(fieldBox!.y + fieldBox!.height, label).toBeLessThanOrEqual(top)
  }
})

test('de-de at 1440x900: no sticky total bar (the price summary stays beside the form)', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto(booking)
  await answerCookieBanner(page)
  await page
    .getByRole('button', { name: t('phoenix.choose') })
    .first()
    .click()
  await expectStep(page, t('phoenix.extrasHeading'))
  await expect(page.getByTestId('price-bar')).toBeHidden()
})

/** One market per language bundle: nb-NO is Norway's /no-no/. */
const LANGUAGE_PREFIXES = readdirSync('locales')
  .filter((locale) => /^[a-z]{2}-[A-Z]{2}$/.test(locale))
  .map((locale) => (locale === 'nb-NO' ? 'no-no' : locale.toLowerCase()))

test('the cookie banner fits 320 px in every language: no sideways overflow, both consent buttons whole', async ({ page }) => {
  test.setTimeout(120_000)
  expect(LANGUAGE_PREFIXES.length).toBeGreaterThanOrEqual(27)
  await page.setViewportSize({ width: 320, height: 640 })
  const problems: string[] = []
  for (const prefix of LANGUAGE_PREFIXES) {
    await page.context().clearCookies()
    await page.goto(`/${prefix}/`)
    const banner = page.locator('[data-cookie-banner]')
    await expect(banner, prefix).toBeVisible()
    const found = await page.evaluate(() => {
      const width = window.innerWidth
      const out: string[] = []
      if (document.documentElement.scrollWidth > width) out.push(`page ${document.documentElement.scrollWidth} px wide`)
      const element = document.querySelector<HTMLElement>('[data-cookie-banner]')!
      if (element.scrollWidth > element.clientWidth) out.push(`banner content ${element.scrollWidth} px wide`)
      for (const button of element.querySelectorAll('button')) {
        const box = button.getBoundingClientRect()
        if (box.left < 0 || box.right > width || button.scrollWidth > button.clientWidth) out.push(`button "${button.textContent}" cut`)
      }
      return out
    })
    problems.push(...found.map((problem) => `${prefix}: ${problem}`))
    for (const choice of ['all', 'limited'])
      await expect(banner.locator(`[data-consent-choice="${choice}"]`), prefix).toBeInViewport({ ratio: 1 })
  }
  expect(problems).toEqual([])
})
