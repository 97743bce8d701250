// Protects the all-in price of the offers list (issue 25, item 1): a one-way search with a young driver listed
// "95,97 € insgesamt" and the next step said 220,93 €. Every total the list shows now is the total the visitor
// books, fees and the airport promotion included; the list sorts by that price and filters by category, gearbox
// and seats, and a filter nothing matches says so and offers to reset the filters.
import { expect, test } from '@playwright/test'
import { answerCookieBanner, isoInDays } from './bookingSupport.ts'
import { expectNoAxeViolations, expectNoHorizontalScroll } from './chromeSupport.ts'
import { chooseBranch, expectStep, text } from './funnelSupport.ts'
import { collectErrors, wakeAndWaitForIsland } from './support.ts'

const t = (key: string, values?: Record<string, string | number>) => text('de-de', key, values)

test('de-de: the first offer of a one-way young-driver search costs on the confirmation what the list said', async ({ page }) => {
  test.setTimeout(120_000)
  const errors = collectErrors(page)
  await page.goto('/de-de/')
  await answerCookieBanner(page)
  const search = page.locator('[data-island="booking-container"]')
  await wakeAndWaitForIsland(page, 'booking-container')
  await chooseBranch(search.getByRole('combobox', { name: t('bookingContainer.pickupLocation') }), 'Mün', 'München Flughafen')
  await search.getByLabel(t('bookingContainer.differentReturn')).check()
  await chooseBranch(search.getByRole('combobox', { name: t('bookingContainer.returnLocation') }), 'Berlin', 'Berlin Brandenburg Flughafen')
  // Below the young driver age (25 in Germany).
  await search.getByLabel(t('bookingContainer.driverAge')).selectOption('21')
  await search.getByRole('button', { name: t('bookingContainer.submit') }).click()
  await expect(page).toHaveURL(/[?&]returnBranch=de-ber-airport&driverAge=21/)

  await expectStep(page, t('phoenix.offersHeading'))
  const first = page.getByTestId('offer-card').first()
  await expect(first).toContainText(t('phoenix.offers.includes.both'))
  const listed = (await first.getByTestId('offer-total').innerText()).trim()
  await first.getByRole('button', { name: t('phoenix.choose') }).click()

  // Extras: nothing added; the total is the list's.
  await expectStep(page, t('phoenix.extrasHeading'))
  const total = page.getByTestId('price-total')
  const extrasTotal = (await total.innerText()).trim()
  expect(listed).toContain(extrasTotal)
  expect(await page.getByTestId('price-breakdown').innerText()).toContain(t('phoenix.price.oneWayFee'))
  expect(await page.getByTestId('price-breakdown').innerText()).toContain(t('phoenix.price.youngDriverFee'))
  await page.getByRole('button', { name: t('phoenix.toDriver') }).click()

  // Driver: pay at pickup, the terms, book.
  await expectStep(page, t('phoenix.detailsHeading'))
  await page.getByLabel(t('phoenix.form.firstName'), { exact: true }).fill('Erika')
  await page.getByLabel(t('phoenix.form.lastName'), { exact: true }).fill('Muster')
  await page.getByLabel(t('phoenix.form.email'), { exact: true }).fill('erika.muster@example.com')
  await expect(page.getByRole('radio', { name: new RegExp(`^${t('phoenix.payment.pickup.name')}`) })).toBeChecked()
  await page.getByLabel(t('phoenix.terms.accept')).check()
  await page.getByRole('button', { name: t('phoenix.form.submit') }).click()

  await expectStep(page, t('phoenix.confirmation.heading'))
  await expect(page.getByTestId('price-total')).toHaveText(extrasTotal)
  expect(listed).toContain((await page.getByTestId('price-total').innerText()).trim())
  expect(errors).toEqual([])
})

test('de-de: the airport promotion shows on the card with the price before it, and the list total is the next step total', async ({
  page,
}) => {
  await page.goto(`/de-de/booking/?branch=de-muc-airport&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30&promo=airport`)
  await answerCookieBanner(page)
  await expectStep(page, t('phoenix.offersHeading'))
  const first = page.getByTestId('offer-card').first()
  // The reference API's airport promotion (api/routes/rentalConfigurations.ts) takes 15 % off.
  await expect(first.locator('.phx-badge')).toHaveText(t('phoenix.offers.promotion', { percent: 15 }))
  await expect(first.locator('.phx-promo s')).toHaveText(/\d,\d{2}\s€/)
  const listed = (await first.getByTestId('offer-total').innerText()).trim()
  await first.getByRole('button', { name: t('phoenix.choose') }).click()
  await expectStep(page, t('phoenix.extrasHeading'))
  await expect(page.getByTestId('price-breakdown')).toContainText(t('phoenix.price.discount', { percent: 15 }))
  expect(listed).toContain((await page.getByTestId('price-total').innerText()).trim())
})

test('de-de: sorted by the all-in price both ways; a filter without match says so and resets by keyboard', async ({ page }) => {
  await page.goto(
    `/de-de/booking/?branch=de-muc-airport&returnBranch=de-ber-airport&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30&driverAge=22`,
  )
  await answerCookieBanner(page)
  await expectStep(page, t('phoenix.offersHeading'))
  const totals = async () =>
    await page.getByTestId('offer-total').evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-amount'))))
  await expect(page.getByTestId('offer-card').first()).toBeVisible()
  const ascending = await totals()
  expect(ascending.length).toBeGreaterThan(2)
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
  await page.getByLabel(t('phoenix.offers.sortLabel'), { exact: true }).selectOption('priceDesc')
  expect(await totals()).toEqual([...ascending].sort((a, b) => b - a))

  const count = page.locator('.phx-count[role="status"]')
  await page.getByLabel(t('phoenix.offers.transmission'), { exact: true }).selectOption('automatic')
  const automatic = await page.getByTestId('offer-card').count()
  expect(automatic).toBeGreaterThan(0)
  expect(automatic).toBeLessThan(ascending.length)
  await expect(count).toHaveText(t(`phoenix.offerCount_${automatic === 1 ? 'one' : 'other'}`, { count: automatic }))
  for (const card of await page.getByTestId('offer-card').all()) await expect(card).toContainText(t('phoenix.facts.automatic'))

  // The most seats there are, with a category that has fewer: nothing matches.
  const seats = page.getByLabel(t('phoenix.offers.seats'), { exact: true })
  await page.getByLabel(t('phoenix.offers.transmission'), { exact: true }).selectOption('')
  const most = await seats.locator('option').last().getAttribute('value')
  await seats.selectOption(most!)
  await page.getByLabel(t('phoenix.offers.category'), { exact: true }).selectOption('compact')
  await expect(page.getByTestId('offer-card')).toHaveCount(0)
  await expect(count).toHaveText(t('phoenix.offers.noMatch'))
  const reset = page.getByTestId('offers-exhausted').getByRole('button', { name: t('phoenix.offers.resetFilters') })
  await reset.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('offer-card')).toHaveCount(ascending.length)
  await expect(page.getByLabel(t('phoenix.offers.sortLabel'), { exact: true })).toBeFocused()
})

test('de-de: the category of a deal link is preselected in the category filter', async ({ page }) => {
  await page.goto(`/de-de/booking/?branch=de-muc-airport&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30&category=suv`)
  await answerCookieBanner(page)
  await expectStep(page, t('phoenix.offersHeading'))
  await expect(page.getByLabel(t('phoenix.offers.category'), { exact: true })).toHaveValue('suv')
  for (const card of await page.getByTestId('offer-card').all())
    await expect(card.locator('.phx-category')).toHaveText(t('vehicleCategories.suv'))
})

for (const [prefix, width] of [
  ['de-de', 375],
  ['de-de', 1440],
  ['ar-ae', 375],
] as const) {
  test(`${prefix} at ${width} px: the offers with a promotion, sort and filters pass axe and fit; a filter without match too`, async ({
    page,
  }) => {
    const branch =
      prefix === 'de-de' ? 'branch=de-muc-airport&returnBranch=de-ber-airport' : 'branch=ae-dxb-airport&returnBranch=ae-auh-airport'
    await page.setViewportSize({ width, height: 900 })
    await page.goto(
      `/${prefix}/booking/?${branch}&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30&driverAge=22&promo=airport`,
    )
    await answerCookieBanner(page)
    await expectStep(page, text(prefix, 'phoenix.offersHeading'))
    await expect(page.getByTestId('offer-card').first().locator('.phx-badge')).toBeVisible()
    await expectNoAxeViolations(page, `${prefix}-${width}-offers`)
    await expectNoHorizontalScroll(page, `${prefix}-${width}-offers`)
    await page.screenshot({ path: `test-results/all-in-offers/${prefix}-${width}-offers.png` })
    const seats = page.getByLabel(text(prefix, 'phoenix.offers.seats'), { exact: true })
    await seats.selectOption((await seats.locator('option').last().getAttribute('value'))!)
    await page.getByLabel(text(prefix, 'phoenix.offers.category'), { exact: true }).selectOption({ index: 1 })
    if ((await page.getByTestId('offer-card').count()) === 0) {
      await expect(page.getByTestId('offers-exhausted')).toBeVisible()
      await expectNoAxeViolations(page, `${prefix}-${width}-offers-exhausted`)
    }
  })
}
