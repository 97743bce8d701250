// Protects the booking journey (SPEC §2 funnel layout, §7 reservation create) as a visitor makes it: a one-way rental
// with a young driver from the home page's search, protection and a child seat with the full price in the market's
// format, the funnel's steps at their own addresses (Back, Forward, reload), one booking however often it is sent, a
// confirmation that survives a reload and Back, and the booking found and cancelled by its number on the manage booking page.
import { expect, test, type Page } from '@playwright/test'
import { answerCookieBanner } from './bookingSupport.ts'
import { waitForEagerIslands } from './chromeSupport.ts'
import { chooseBranch, expectStep, text } from './funnelSupport.ts'
import { collectErrors, wakeAndWaitForIsland } from './support.ts'

interface JourneyCase {
  prefix: string
  pickup: [query: string, name: string]
  returning: [query: string, name: string]
  /** A price as the market writes it (SPEC §3): separators and the currency's place. */
  price: RegExp
  decimal: ',' | '.'
}

const CASES: JourneyCase[] = [
  {
    prefix: 'de-de',
    pickup: ['Mün', 'München Flughafen'],
    returning: ['Berlin', 'Berlin Brandenburg Flughafen'],
    price: /^\d{1,3}(\.\d{3})*,\d{2}\s€$/,
    decimal: ',',
  },
  {
    prefix: 'en-us',
    pickup: ['Chi', "Chicago O'Hare Airport"],
    returning: ['JFK', 'JFK Airport'],
    price: /^\$\d{1,3}(,\d{3})*\.\d{2}$/,
    decimal: '.',
  },
  {
    prefix: 'fr-ch',
    pickup: ['Zür', 'Zürich Flughafen'],
    returning: ['Gen', 'Genève Aéroport'],
    price: /^\d{1,3}(\s\d{3})*,\d{2}\sCHF$/,
    decimal: ',',
  },
  {
    prefix: 'pl-pl',
    pickup: ['Lotnisko', 'Lotnisko Chopina Warszawa'],
    returning: ['Krak', 'Kraków Airport'],
    price: /^\d{1,3}(\s?\d{3})*,\d{2}\szł$/,
    decimal: ',',
  },
]

/** An amount written in the market's format, as a number. */
function amountOf(written: string, decimal: ',' | '.'): number {
  const digits = written.replace(new RegExp(`[^0-9${decimal === ',' ? ',' : '.'}]`, 'g'), '')
  return Number(decimal === ',' ? digits.replace(',', '.') : digits)
}

/** The lines of the price summary as [label, amount text]. */
async function priceLines(page: Page): Promise<[string, string][]> {
  const rows = page.getByTestId('price-breakdown').locator('dl > div')
  return Promise.all(
    (await rows.all()).map(async (row) => [await row.locator('dt').innerText(), await row.locator('dd').innerText()] as [string, string]),
  )
}

for (const market of CASES) {
  const t = (key: string, values?: Record<string, string | number>) => text(market.prefix, key, values)

  test(`${market.prefix}: one-way with a young driver, protection and a child seat, Back and Forward, reload, one booking, manage and cancel`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const errors = collectErrors(page)
    await page.goto(`/${market.prefix}/`)
    await answerCookieBanner(page)
    const search = page.locator('[data-island="booking-container"]')
    await wakeAndWaitForIsland(page, 'booking-container')

    // The search: pickup, another return branch, a driver of 21.
    await chooseBranch(search.getByRole('combobox', { name: t('bookingContainer.pickupLocation') }), ...market.pickup)
    await search.getByLabel(t('bookingContainer.differentReturn')).check()
    await chooseBranch(search.getByRole('combobox', { name: t('bookingContainer.returnLocation') }), ...market.returning)
    await search.getByLabel(t('bookingContainer.driverAge')).selectOption('21')
    await search.getByRole('button', { name: t('bookingContainer.submit') }).click()
    await expect(page).toHaveURL(/[?&]returnBranch=[a-z0-9-]+&driverAge=21/)

    // Offers: the return branch named; a driver of 21 is offered no luxury or sports car.
    await expectStep(page, t('phoenix.offersHeading'))
    await expect(page).toHaveURL(/#\/offers$/)
    await expect(page.locator('.phx-summary').getByText(market.returning[1], { exact: true })).toBeVisible()
    await expect(
      page
        .locator('.phx-category')
        .filter({ hasText: new RegExp(`^(${t('vehicleCategories.luxury')}|${t('vehicleCategories.sport')})$`, 'i') }),
    ).toHaveCount(0)
    await page
      .getByRole('button', { name: t('phoenix.choose') })
      .first()
      .click()

    // Extras: full protection and one child seat; the breakdown adds up, every amount in the market's format.
    await expectStep(page, t('phoenix.extrasHeading'))
    await expect(page).toHaveURL(/#\/extras\?offer=[a-z0-9%~-]+$/i)
    await page.getByRole('radio', { name: new RegExp(`^${t('phoenix.protection.full.name')}`) }).check()
    await page.getByRole('combobox', { name: new RegExp(`^${t('phoenix.extras.child-seat.name')}`) }).selectOption('1')
    const breakdown = page.getByTestId('price-breakdown')
    await expect(breakdown).toContainText(t('phoenix.price.extra', { name: t('phoenix.extras.child-seat.name'), quantity: 1 }))
    const lines = await priceLines(page)
    const labels = lines.map(([label]) => label)
    for (const key of ['base', 'protection', 'oneWayFee', 'youngDriverFee', 'total', 'taxes'])
      expect(labels).toContain(t(`phoenix.price.${key}`))
    for (const [label, amount] of lines) expect(amount, label).toMatch(market.price)
    const value = (key: string) => amountOf(lines.find(([label]) => label === t(`phoenix.price.${key}`))![1], market.decimal)
    const charged = lines
      .filter(([label]) => ![t('phoenix.price.total'), t('phoenix.price.taxes')].includes(label))
      .reduce((sum, [, amount]) => sum + amountOf(amount, market.decimal), 0)
    expect(value('total')).toBeCloseTo(charged, 2)
    expect(value('taxes')).toBeGreaterThan(0)
    await expect(breakdown.locator('.phx-deposit')).toContainText(new RegExp(market.price.source.slice(1, -1)))
    await page.getByRole('button', { name: t('phoenix.toDriver') }).click()

    // Driver step; Back shows the extras as chosen, Forward returns.
    await expectStep(page, t('phoenix.detailsHeading'))
    await expect(page).toHaveURL(/#\/driver$/)
    await page.goBack()
    await expectStep(page, t('phoenix.extrasHeading'))
    await expect(page.getByRole('radio', { name: new RegExp(`^${t('phoenix.protection.full.name')}`) })).toBeChecked()
    await expect(page.getByRole('combobox', { name: new RegExp(`^${t('phoenix.extras.child-seat.name')}`) })).toHaveValue('1')
    await page.goForward()
    await expectStep(page, t('phoenix.detailsHeading'))

    // A reload keeps the step and what was typed.
    await page.getByLabel(t('phoenix.form.firstName'), { exact: true }).fill('Erika')
    await page.getByLabel(t('phoenix.form.lastName'), { exact: true }).fill('Muster')
    await page.getByLabel(t('phoenix.form.email'), { exact: true }).fill('erika.muster@example.com')
    await page.reload()
    await expectStep(page, t('phoenix.detailsHeading'))
    await expect(page.getByLabel(t('phoenix.form.lastName'), { exact: true })).toHaveValue('Muster')
    const total = lines.find(([label]) => label === t('phoenix.price.total'))![1]
    await expect(page.getByTestId('price-total')).toHaveText(total)

    // Book: the terms first, with the link to the market's terms page.
    await expect(page.getByRole('link', { name: t('phoenix.terms.link') })).toHaveAttribute(
      'href',
      new RegExp(`^/${market.prefix}/terms-conditions/`),
    )
    await page.getByRole('button', { name: t('phoenix.form.submit') }).click()
    await expect(page.getByLabel(t('phoenix.terms.accept'))).toBeFocused()
    await page.getByLabel(t('phoenix.terms.accept')).check()
    await page.getByRole('button', { name: t('phoenix.form.submit') }).click()
    await expectStep(page, t('phoenix.confirmation.heading'))
    const number = (await page.getByTestId('reservation-number').innerText()).trim()
    expect(number).toMatch(/^9\d{9}$/)
    await expect(page).toHaveURL(new RegExp(`#/confirmation/${number}$`))

    // The confirmation survives a reload, with the price booked.
    await page.reload()
    await expectStep(page, t('phoenix.confirmation.heading'))
    await expect(page.getByTestId('reservation-number')).toHaveText(number)
    await expect(page.getByTestId('price-total')).toHaveText(total)

    // Back after the confirmation: the confirmation again, never the form that could book a second time (issue 25).
    await page.goBack()
    await expectStep(page, t('phoenix.confirmation.heading'))
    await expect(page.getByTestId('reservation-number')).toHaveText(number)
    await expect(page.getByRole('button', { name: t('phoenix.form.submit') })).toHaveCount(0)

    // Manage booking: found by number and last name, cancelled once.
    await page.goto(`/${market.prefix}/manage-booking/`)
    await waitForEagerIslands(page)
    await page.getByLabel(t('manageBooking.fields.reservationNumber')).fill(number)
    await page.getByLabel(t('manageBooking.fields.lastName')).fill('Muster')
    await page.getByRole('button', { name: t('manageBooking.find') }).click()
    const details = page.getByRole('region', { name: t('manageBooking.details.heading', { number }) })
    await expect(details).toContainText(t('manageBooking.status.confirmed'))
    await expect(details).toContainText(total)
    await details.getByRole('button', { name: t('manageBooking.cancel.button') }).click()
    await details.getByRole('button', { name: t('manageBooking.cancel.confirm') }).click()
    await expect(details).toContainText(t('manageBooking.status.cancelled'))
    expect(errors).toEqual([])
  })
}
