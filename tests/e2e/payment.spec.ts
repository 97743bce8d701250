// Protects the payment step of issue 25 (items 2 and 3): paying now takes the card in the provider's frame on its own
// origin (the site never sees the number), the booking is confirmed only after an authorisation, a declined card or an
// abandoned 3-D Secure challenge keeps every choice and says why and that nothing was charged, and the confirmation
// says what was paid, with which card, what is due at pickup and the booked rate's terms. Screenshots of the payment
// step and the confirmation at 375 and 1440 px, left to right (de-de) and right to left (ar-ae), are kept for people.
import { expect, type Page } from '@playwright/test'
import { test } from '@playwright/test'
import { answerCookieBanner, isoInDays } from './bookingSupport.ts'
import { expectNoAxeViolations, expectNoHorizontalScroll } from './chromeSupport.ts'
import { chooseFirstOfferToDriver, expectStep, fillDriver, payInProviderFrame, text } from './funnelSupport.ts'
import { collectErrors } from './support.ts'

const BRANCHES: Record<string, string> = { 'de-de': 'de-muc-airport', 'ar-ae': 'ae-dxb-airport' }
const bookingUrl = (prefix: string) =>
  `/${prefix}/booking/?branch=${BRANCHES[prefix]}&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30`
const providerText = (prefix: string, key: string, values?: Record<string, string | number>) =>
  text(prefix, `paymentProvider.${key}`, values)

/** From the booking page to the card form: a car, the driver, "pay now", the terms, "continue to card payment". */
async function toCardStep(page: Page, prefix: string): Promise<void> {
  const t = (key: string) => text(prefix, key)
  await page.goto(bookingUrl(prefix))
  await answerCookieBanner(page)
  await chooseFirstOfferToDriver(page, prefix)
  await fillDriver(page, prefix, { firstName: 'Erika', lastName: 'Muster', email: 'erika@example.com' })
  await page.getByRole('radio', { name: new RegExp(`^${t('phoenix.payment.now.name')}`) }).check()
  await page.getByLabel(t('phoenix.terms.accept')).check()
  await page.getByRole('button', { name: t('phoenix.pay.continue') }).click()
  await expect(page.getByRole('heading', { level: 2, name: t('phoenix.pay.heading') })).toBeVisible()
}

for (const prefix of ['de-de', 'ar-ae']) {
  for (const width of [375, 1440]) {
    test(`${prefix} at ${width} px: pays now with the success card in the provider's frame and the confirmation says what was paid`, async ({
      page,
    }) => {
      test.setTimeout(90_000)
      const t = (key: string, values?: Record<string, string | number>) => text(prefix, key, values)
      const errors = collectErrors(page)
      await page.setViewportSize({ width, height: 900 })
      await toCardStep(page, prefix)
      const frame = page.locator('iframe.phx-pay-frame')
      // The card form is the provider's page, on the provider's origin: the site's document has no card field.
      await expect(frame).toHaveAttribute('src', /^http:\/\/pay\.localhost:\d+\/card\?session=ps_/)
      await expect(page.frameLocator('iframe.phx-pay-frame').getByLabel(providerText(prefix, 'cardNumber'))).toBeVisible()
      await expect(page.locator('input[autocomplete="cc-number"]')).toHaveCount(0)
      const rateTerms = page.getByTestId('rate-now')
      await expect(rateTerms).toContainText(t('phoenix.rates.noShowWhole', { fee: '' }).split('(')[0]!.trim())
      await expectNoAxeViolations(page, `${prefix}-${width} payment step`)
      await expectNoHorizontalScroll(page, `${prefix}-${width} payment step`)
      await page.screenshot({ path: `test-results/payment-screens/${prefix}-${width}-payment.png`, fullPage: true })
      // A full-page screenshot leaves the provider's frame (another process) blank: the card step on its own, in view.
      await page.getByTestId('card-payment').screenshot({ path: `test-results/payment-screens/${prefix}-${width}-card.png` })
      await payInProviderFrame(page, prefix, '4242 4242 4242 4242')
      await expectStep(page, t('phoenix.confirmation.heading'))
      await expect(page.getByTestId('confirmation-paid')).toContainText('Visa')
      await expect(page.getByTestId('confirmation-paid')).toContainText('4242')
      await expect(page.getByTestId('confirmation-terms')).toBeVisible()
      await expect(page.getByText(t('phoenix.confirmation.dueAtPickup'), { exact: true })).toBeVisible()
      await expectNoAxeViolations(page, `${prefix}-${width} confirmation`)
      await expectNoHorizontalScroll(page, `${prefix}-${width} confirmation`)
      await page.screenshot({ path: `test-results/payment-screens/${prefix}-${width}-confirmation.png`, fullPage: true })
      expect(errors).toEqual([])
    })
  }
}

test.describe('bad input (de-de)', () => {
  const prefix = 'de-de'
  const t = (key: string, values?: Record<string, string | number>) => text(prefix, key, values)

  test('a declined card keeps every choice, says why and that nothing was charged; another card then books once', async ({ page }) => {
    test.setTimeout(90_000)
    await toCardStep(page, prefix)
    await payInProviderFrame(page, prefix, '4000 0000 0000 9995')
    const notice = page.getByTestId('payment-notice')
    await expect(notice).toHaveText(t('phoenix.pay.declined', { reason: t('phoenix.pay.reason.insufficientFunds') }))
    await page.getByTestId('payment-notice').scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/payment-screens/de-de-declined.png' })
    await expect(page.getByLabel(t('phoenix.form.firstName'), { exact: true })).toHaveValue('Erika')
    await expect(page.getByRole('radio', { name: new RegExp(`^${t('phoenix.payment.now.name')}`) })).toBeChecked()
    await expect(page.getByLabel(t('phoenix.terms.accept'))).toBeChecked()
    await payInProviderFrame(page, prefix, '5555 5555 5555 4444')
    await expectStep(page, t('phoenix.confirmation.heading'))
    await expect(page.getByTestId('confirmation-paid')).toContainText('Mastercard')
    await expect(page.getByTestId('confirmation-paid')).toContainText('4444')
  })

  test('the 3-D Secure card: a cancelled challenge charges nothing and keeps the choices; an approved one books', async ({ page }) => {
    test.setTimeout(90_000)
    await toCardStep(page, prefix)
    const frame = page.frameLocator('iframe.phx-pay-frame')
    await payInProviderFrame(page, prefix, '4000 0000 0000 3220')
    await expect(frame.getByRole('heading', { name: providerText(prefix, 'challengeHeading') })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: t('phoenix.pay.challenge') })).toBeVisible()
    await page.getByTestId('card-payment').screenshot({ path: 'test-results/payment-screens/de-de-challenge.png' })
    await frame.getByRole('button', { name: providerText(prefix, 'cancel') }).click()
    await expect(page.getByTestId('payment-notice')).toHaveText(t('phoenix.pay.abandoned'))
    await expect(page.getByLabel(t('phoenix.form.lastName'), { exact: true })).toHaveValue('Muster')
    await payInProviderFrame(page, prefix, '4000 0000 0000 3220')
    await frame.getByRole('button', { name: providerText(prefix, 'approve') }).click()
    await expectStep(page, t('phoenix.confirmation.heading'))
    await expect(page.getByTestId('confirmation-paid')).toContainText('3220')
  })

  test('a provider that never answers: the site gives up, says nothing was charged, keeps the choices; then books once', async ({
    page,
  }) => {
    // PAYMENT_TIMEOUT_SECONDS after the card was sent: 30 by default, 5 in the browser tests (playwright.config.ts).
    test.setTimeout(120_000)
    await toCardStep(page, prefix)
    await payInProviderFrame(page, prefix, '4000 0000 0000 0119')
    await expect(page.getByRole('status').filter({ hasText: t('phoenix.pay.checking') })).toBeVisible()
    await expect(page.getByTestId('payment-notice')).toHaveText(t('phoenix.pay.timeout'), { timeout: 45_000 })
    await expect(page.getByLabel(t('phoenix.form.email'), { exact: true })).toHaveValue('erika@example.com')
    await payInProviderFrame(page, prefix, '4242 4242 4242 4242')
    await expectStep(page, t('phoenix.confirmation.heading'))
    await expect(page.getByTestId('confirmation-paid')).toContainText('4242')
  })

  test('the booking page alone may frame the provider (its CSP), and the provider lets only the site frame it', async ({ request }) => {
    const booking = await request.get(bookingUrl(prefix))
    expect(booking.headers()['content-security-policy']).toMatch(/frame-src [^;]*http:\/\/pay\.localhost:\*/)
    const home = await request.get(`/${prefix}/`)
    expect(home.headers()['content-security-policy']).not.toContain('pay.localhost')
  })
})
