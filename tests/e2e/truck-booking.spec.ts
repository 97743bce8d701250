// Protects issue 26 item 3 (trucks and vans): the truck rental page has its own search (the truck billboard of
// /v2/apps/campaign?trucks=true, the truck categories with payload, load space and licence category in the market's
// units, only the branches that rent trucks), a truck search leads to truck offers in the booking funnel and books to
// the confirmation with payment like a car, in de-de and en-us; a truck search at a branch without trucks says so and
// offers the nearest branches that have them, on the page and in the funnel; long-term rental is linked where offered.
import { expect, test, type Page } from '@playwright/test'
import { answerCookieBanner, nextWeekday } from './bookingSupport.ts'
import { expectNoAxeViolations, expectNoHorizontalScroll } from './chromeSupport.ts'
import { chooseBranch, expectStep, fillDriver, payInProviderFrame, text } from './funnelSupport.ts'
import { collectErrors, wakeAndWaitForIsland } from './support.ts'

const MARKETS = [
  {
    prefix: 'de-de',
    path: '/de-de/lkw-vermietung/',
    query: 'Frank',
    branch: 'Frankfurt Flughafen',
    payload: '900 kg',
    loadspace: '5,8 m³',
    licence: 'B',
  },
  {
    prefix: 'en-us',
    path: '/en-us/truck-rental/',
    query: 'Chi',
    branch: "Chicago O'Hare Airport",
    payload: '1,984 lb',
    loadspace: '205 ft³',
    licence: 'D',
  },
]

async function openTruckPage(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await answerCookieBanner(page)
  await wakeAndWaitForIsland(page, 'booking-container')
}

for (const market of MARKETS) {
  const t = (key: string, values?: Record<string, string | number>) => text(market.prefix, key, values)

  test(`${market.prefix}: a truck search books a cargo van to the confirmation, paid by card`, async ({ page }) => {
    test.setTimeout(120_000)
    const errors = collectErrors(page)
    await openTruckPage(page, market.path)
    await expect(page.getByRole('heading', { level: 1, name: t('truckRental.heading') })).toBeVisible()
    await expect(page.locator('[data-billboard="trucks"] img')).toHaveAttribute('src', /billboard-trucks-mobile/)
    const cargoVan = page.locator('[data-truck-category="cargo-van"]')
    await expect(cargoVan).toContainText(t('truckRental.facts.payload', { value: market.payload }))
    await expect(cargoVan).toContainText(t('truckRental.facts.loadspace', { value: market.loadspace }))
    await expect(cargoVan).toContainText(t('truckRental.facts.licence', { category: market.licence }))

    const search = page.getByRole('region', { name: t('truckRental.search.heading') })
    await chooseBranch(search.getByRole('combobox', { name: t('bookingContainer.pickupLocation') }), market.query, market.branch)
    const offersAsked = page.waitForRequest((request) => request.url().includes('/v1/rentaloffers/offers'))
    await search.getByRole('button', { name: t('truckRental.search.submit') }).click()
    await expect(page).toHaveURL(/productLine=rent-truck/)
    expect(new URL((await offersAsked).url()).searchParams.get('productLine')).toBe('rent-truck')

    await expectStep(page, t('phoenix.trucks.offersHeading'))
    const cards = page.getByTestId('offer-card')
    await expect(cards).toHaveCount(4)
    await expect(cards.first()).toContainText(t('truckRental.categories.cargo-van.title'))
    await expect(cards.first()).toContainText(t('truckRental.facts.payload', { value: market.payload }))
    await expect(cards.last()).toContainText(t('truckRental.categories.truck-7-5t.title'))
    await cards
      .first()
      .getByRole('button', { name: t('phoenix.choose') })
      .click()
    await expectStep(page, t('phoenix.extrasHeading'))
    await page.getByRole('button', { name: t('phoenix.toDriver') }).click()
    await expectStep(page, t('phoenix.detailsHeading'))
    await fillDriver(page, market.prefix, { firstName: 'Jana', lastName: 'Kraus', email: 'jana@example.com' })
    await page.getByRole('radio', { name: new RegExp(`^${t('phoenix.payment.now.name')}`) }).check()
    await page.getByLabel(t('phoenix.terms.accept')).check()
    await page.getByRole('button', { name: t('phoenix.pay.continue') }).click()
    await expect(page.getByRole('heading', { level: 2, name: t('phoenix.pay.heading') })).toBeVisible()
    await payInProviderFrame(page, market.prefix, '4242 4242 4242 4242')
    await expectStep(page, t('phoenix.confirmation.heading'))
    await expect(page.getByTestId('confirmation-paid')).toContainText('4242')
    await expect(page.getByText('Carga Cargo L1').first()).toBeVisible()
    expect(errors).toEqual([])
  })

  for (const width of [375, 1440]) {
    test(`${market.prefix} at ${width} px: the truck rental page is accessible and fits`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await openTruckPage(page, market.path)
      await expectNoAxeViolations(page, `${market.prefix}-${width} truck rental`)
      await expectNoHorizontalScroll(page, `${market.prefix}-${width} truck rental`)
      await page.screenshot({ path: `test-results/truck-screens/${market.prefix}-${width}.png`, fullPage: true })
    })
  }
}

test('de-de: the truck search refuses a branch without trucks and offers the nearest that have them', async ({ page }) => {
  const t = (key: string, values?: Record<string, string | number>) => text('de-de', key, values)
  await openTruckPage(page, '/de-de/lkw-vermietung/')
  const search = page.getByRole('region', { name: t('truckRental.search.heading') })
  const field = search.getByRole('combobox', { name: t('bookingContainer.pickupLocation') })

  // The overview lists only the branches that rent trucks.
  await search.getByRole('button', { name: t('locationChooser.showAll') }).click()
  const overview = page.getByRole('dialog')
  await expect(overview.getByRole('button', { name: /Berlin Mitte/ })).toBeVisible()
  await expect(overview.getByRole('button', { name: /Hamburg Hauptbahnhof/ })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(overview).toBeHidden()

  await chooseBranch(field, 'Hamb', 'Hamburg Hauptbahnhof')
  const alert = search.getByTestId('no-trucks')
  await expect(alert).toContainText(t('truckRental.search.noTrucks', { branch: 'Hamburg Hauptbahnhof' }))
  await expect(field).toHaveAttribute('aria-describedby', new RegExp((await alert.getAttribute('id'))!))
  // Sending it anyway stays on the page.
  await search.getByRole('button', { name: t('truckRental.search.submit') }).click()
  await expect(page).toHaveURL(/lkw-vermietung\/$/)
  await alert.getByRole('button', { name: t('truckRental.search.nearbyBranch', { branch: 'Berlin Mitte', distance: '254 km' }) }).click()
  await expect(field).toHaveValue('Berlin Mitte')
  await expect(field).toBeFocused()
  await expect(alert).toHaveCount(0)
})

test('de-de: a truck search address at a branch without trucks leads on to the nearest branch that has them', async ({ page }) => {
  const t = (key: string, values?: Record<string, string | number>) => text('de-de', key, values)
  // A Wednesday to a Friday: the city branches are open.
  const pickup = nextWeekday(3, 3)
  const returnDay = new Date(Date.parse(`${pickup}T00:00:00Z`) + 2 * 86400000).toISOString().slice(0, 10)
  await page.goto(`/de-de/booking/?branch=de-hamburg-hbf&pickupAt=${pickup}T12%3A30&returnAt=${returnDay}T08%3A30&productLine=rent-truck`)
  await answerCookieBanner(page)
  const notice = page.getByTestId('no-trucks')
  await expect(notice).toContainText(t('phoenix.trucks.noTrucks', { branch: 'Hamburg Hauptbahnhof' }))
  await notice.getByRole('link', { name: t('phoenix.trucks.nearbyBranch', { branch: 'Berlin Mitte', distance: '254 km' }) }).click()
  await expect(page).toHaveURL(/branch=de-berlin-mitte/)
  await expect(page).toHaveURL(/productLine=rent-truck/)
  await expect(page.getByTestId('offer-card').first()).toContainText(t('truckRental.categories.cargo-van.title'))
})

test('long-term rental is linked from the truck page where the market offers it, and only there', async ({ page }) => {
  await page.goto('/de-de/lkw-vermietung/')
  await expect(page.locator('[data-long-term-rental] a')).toHaveAttribute('href', '/de-de/long-term-rental/')
  await page.goto('/en-gb/truck-rental/')
  await expect(page.locator('[data-truck-categories]')).toBeVisible()
  await expect(page.locator('[data-long-term-rental]')).toHaveCount(0)
})
