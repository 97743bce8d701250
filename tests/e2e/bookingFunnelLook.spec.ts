// Protects how the funnel's steps read and work for everyone (WCAG AA, in every layout direction): axe finds nothing on any step at 375 and
// 1440 px, nothing sticks out sideways, in a left-to-right and a right-to-left language; and what a hand-edited
// address or a refused one-way return does: the nearest valid step, with a message, never a blank page.
import { expect, test, type Page } from '@playwright/test'
import { answerCookieBanner, isoInDays } from './bookingSupport.ts'
import { expectNoAxeViolations, expectNoHorizontalScroll } from './chromeSupport.ts'
import { chooseBranch, expectStep, text } from './funnelSupport.ts'
import { collectErrors, wakeAndWaitForIsland } from './support.ts'

const SEARCHES: Record<string, string> = {
  'de-de': 'branch=de-muc-airport&returnBranch=de-ber-airport',
  'nl-nl': 'branch=nl-ams-airport&returnBranch=nl-ein-airport',
  'ar-ae': 'branch=ae-dxb-airport&returnBranch=ae-auh-airport',
}
const bookingUrl = (prefix: string, extra = '') =>
  `/${prefix}/booking/?${SEARCHES[prefix]}&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30&driverAge=22${extra}`

/** Checks a step with axe and for sideways overflow, and keeps a full-page screenshot of it for people to look at. */
async function check(page: Page, label: string, fullPage = true): Promise<void> {
  await expectNoAxeViolations(page, label)
  await expectNoHorizontalScroll(page, label)
  await page.screenshot({ path: `test-results/funnel-screens/${label}.png`, fullPage })
}

for (const prefix of Object.keys(SEARCHES)) {
  for (const width of [375, 1440]) {
    test(`${prefix} at ${width} px: every funnel step passes axe and fits`, async ({ page }) => {
      test.setTimeout(90_000)
      const t = (key: string) => text(prefix, key)
      const errors = collectErrors(page)
      await page.setViewportSize({ width, height: 900 })
      await page.goto(bookingUrl(prefix))
      await answerCookieBanner(page)
      await expectStep(page, t('phoenix.offersHeading'))
      await expect(page.getByRole('button', { name: t('phoenix.choose') }).first()).toBeVisible()
      // The offers list is long: its first screen is what a visitor judges.
      await check(page, `${prefix}-${width}-1-offers`, false)
      await page
        .getByRole('button', { name: t('phoenix.choose') })
        .first()
        .click()
      await expectStep(page, t('phoenix.extrasHeading'))
      await page.getByRole('radio', { name: new RegExp(`^${t('phoenix.protection.medium.name')}`) }).check()
      await page.getByRole('combobox', { name: new RegExp(`^${t('phoenix.extras.child-seat.name')}`) }).selectOption('2')
      await check(page, `${prefix}-${width}-2-extras`)
      await page.getByRole('button', { name: t('phoenix.toDriver') }).click()
      await expectStep(page, t('phoenix.detailsHeading'))
      await page.getByRole('button', { name: t('phoenix.form.submit') }).click()
      await expect(page.getByLabel(t('phoenix.form.firstName'), { exact: true })).toBeFocused()
      await check(page, `${prefix}-${width}-3-driver-problems`)
      await page.getByLabel(t('phoenix.form.firstName'), { exact: true }).fill('Erika')
      await page.getByLabel(t('phoenix.form.lastName'), { exact: true }).fill('Muster')
      await page.getByLabel(t('phoenix.form.email'), { exact: true }).fill('erika@example.com')
      await page.getByRole('radio', { name: new RegExp(`^${t('phoenix.payment.now.name')}`) }).check()
      await page.getByLabel(t('phoenix.terms.accept')).check()
      // Paying now goes through the provider's card form (tests/e2e/payment.spec.ts covers its outcomes).
      await page.getByRole('button', { name: t('phoenix.pay.continue') }).click()
      const card = page.frameLocator('iframe.phx-pay-frame')
      await card.getByLabel(t('paymentProvider.cardNumber')).fill('4242 4242 4242 4242')
      await card.getByLabel(t('paymentProvider.expiry')).fill('12/34')
      await card.getByLabel(t('paymentProvider.cvc')).fill('123')
      // "Pay {{amount}}" or "{{amount}} bezahlen": the words without the amount name the button.
      await card.getByRole('button', { name: t('paymentProvider.pay').trim() }).click()
      await expectStep(page, t('phoenix.confirmation.heading'))
      await check(page, `${prefix}-${width}-4-confirmation`)
      expect(errors).toEqual([])
    })
  }
}

test.describe('bad input (de-de)', () => {
  const t = (key: string, values?: Record<string, string | number>) => text('de-de', key, values)

  test('an unknown step and an offer that is not offered go to the offers with a message', async ({ page }) => {
    await page.goto(`${bookingUrl('de-de')}#/payment`)
    await expectStep(page, t('phoenix.offersHeading'))
    await expect(page.getByText(t('phoenix.notices.unknownStep'))).toBeVisible()
    await expect(page).toHaveURL(/#\/offers$/)
    await page.goto(`${bookingUrl('de-de')}#/extras?offer=de-muc-airport~no-such-car`)
    await expect(page.getByText(t('phoenix.notices.offerMissing'))).toBeVisible()
    await expect(page).toHaveURL(/#\/offers$/)
  })

  test('the driver step without a chosen car, and past dates, say why they show the offers step', async ({ page }) => {
    await page.goto(`${bookingUrl('de-de')}#/driver`)
    await expect(page.getByText(t('phoenix.notices.offerMissing'))).toBeVisible()
    const past = `/de-de/booking/?branch=de-muc-airport&pickupAt=${isoInDays(-10)}T12%3A30&returnAt=${isoInDays(-7)}T08%3A30#/extras?offer=de-muc-airport~kivo-city`
    await page.goto(past)
    await expect(page.getByRole('alert').filter({ hasText: t('phoenix.notices.pastDates') })).toBeVisible()
    await expect(page.getByRole('link', { name: t('phoenix.changeSearch') }).first()).toBeVisible()
  })

  test('a confirmation address opened in another tab points to manage booking instead of showing nothing', async ({ page }) => {
    await page.goto(`${bookingUrl('de-de')}#/confirmation/9123456789`)
    await expect(page.getByRole('alert')).toContainText(t('phoenix.notices.reservationUnknown', { number: '9123456789' }))
    await expect(page.getByRole('link', { name: t('phoenix.confirmation.manage') })).toHaveAttribute('href', /\/de-de\/manage-booking\/$/)
  })

  test('a one-way return to a branch that refuses it is named in the search, before any offer', async ({ page }) => {
    await page.goto('/de-de/')
    await answerCookieBanner(page)
    const search = page.locator('[data-island="booking-container"]')
    await wakeAndWaitForIsland(page, 'booking-container')
    await chooseBranch(search.getByRole('combobox', { name: t('bookingContainer.pickupLocation') }), 'Mün', 'München Flughafen')
    await search.getByLabel(t('bookingContainer.differentReturn')).check()
    const returnField = search.getByRole('combobox', { name: t('bookingContainer.returnLocation') })
    await chooseBranch(returnField, 'Köln', 'Köln Hauptbahnhof')
    const startUrl = page.url()
    await search.getByRole('button', { name: t('bookingContainer.submit') }).click()
    await expect(returnField).toHaveAccessibleDescription(
      new RegExp(t('bookingContainer.errorOneWayRefused', { branch: 'Köln Hauptbahnhof' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    )
    await expect(returnField).toBeFocused()
    expect(page.url()).toBe(startUrl)
    // Edited into the address instead, the funnel says the same before asking for offers.
    await page.goto(
      `/de-de/booking/?branch=de-muc-airport&returnBranch=de-koeln-hbf&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30`,
    )
    await expect(
      page.getByRole('alert').filter({ hasText: t('phoenix.notices.oneWayRefused', { branch: 'Köln Hauptbahnhof' }) }),
    ).toBeVisible()
  })
})

test.describe('prices (de-de)', () => {
  const t = (key: string, values?: Record<string, string | number>) => text('de-de', key, values)

  test('the airport promotion: its search carries the promotion, and its discount is in the price', async ({ page }) => {
    await page.goto('/de-de/flughafen/')
    await answerCookieBanner(page)
    const search = page.locator('[data-island="booking-container"]')
    await wakeAndWaitForIsland(page, 'booking-container')
    // The promotion's airport is chosen once the API has named it (its address then describes the field).
    await expect(search.getByRole('combobox', { name: t('bookingContainer.pickupLocation') })).toHaveAttribute(
      'aria-describedby',
      /-details/,
    )
    await search.getByRole('button', { name: t('bookingContainer.submit') }).click()
    await expect(page).toHaveURL(/[?&]promo=airport/)
    await page
      .getByRole('button', { name: t('phoenix.choose') })
      .first()
      .click()
    await expect(page.getByTestId('price-breakdown')).toContainText(t('phoenix.price.discount', { percent: 15 }))
  })

  test('a foreign branch chosen on the German site is priced in its own currency, written the German way', async ({ page }) => {
    await page.goto(`/de-de/booking/?branch=us-jfk-airport&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30`)
    await answerCookieBanner(page)
    await page
      .getByRole('button', { name: t('phoenix.choose') })
      .first()
      .click()
    await expect(page.getByTestId('price-total')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\s\$$/)
  })
})

for (const width of [375, 1440]) {
  test(`de-de at ${width} px: the home search with a return branch and a driver age passes axe and fits`, async ({ page }) => {
    test.setTimeout(60_000)
    const t = (key: string) => text('de-de', key)
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/de-de/')
    await answerCookieBanner(page)
    const search = page.locator('[data-island="booking-container"]')
    await wakeAndWaitForIsland(page, 'booking-container')
    await chooseBranch(search.getByRole('combobox', { name: t('bookingContainer.pickupLocation') }), 'Mün', 'München Flughafen')
    await search.getByLabel(t('bookingContainer.differentReturn')).check()
    await search.getByLabel(t('bookingContainer.driverAge')).selectOption('19')
    await search.getByRole('button', { name: t('bookingContainer.submit') }).click()
    await expect(search.getByRole('combobox', { name: t('bookingContainer.returnLocation') })).toBeFocused()
    await expect(search.getByText(t('common.requiredField'))).toBeVisible()
    await expectNoAxeViolations(page, `home search one-way ${width}`)
    await expectNoHorizontalScroll(page, `home search one-way ${width}`)
    await search.locator('form').screenshot({ path: `test-results/funnel-screens/de-de-${width}-0-search.png` })
  })
}
