// Protects the pages generated from web-API data at build time (engine/node/data, sources/branches.ts):
// one page per branch, reached from the branch directory, in the page's language, with hreflang alternates
// for the same branch in the market's other languages.
import { expect, test } from '@playwright/test'
import { answerCookieBanner, nextWeekday } from './bookingSupport.ts'
import { expectNoAxeViolations, expectNoHorizontalScroll, forbidThirdPartyRequests, waitForChrome } from './chromeSupport.ts'
import { collectErrors, wakeAndWaitForIsland } from './support.ts'

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

// A branch page (SPEC §2 station finder) has what a renter looks for on the big rental sites.
test('a branch page has its address, phone, hours with today marked, closed days, categories, a map shipped with the site and a search with the branch chosen', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page)
  const thirdParty = forbidThirdPartyRequests(page)
  // The prerendered HTML already names the branch in the search, before any script runs.
  const html = await (await request.get('/de-de/mietwagen/muenchen-city/')).text()
  expect(html).toMatch(/<input[^>]*value="München Innenstadt"/)

  await page.goto('/de-de/mietwagen/muenchen-city/')
  await waitForChrome(page)
  await expect(page.locator('[data-island="branch-details"]')).toHaveAttribute('data-hydrated', 'true')
  const details = page.locator('[data-branch-details="de-muenchen-city"]')
  await expect(details.locator('address')).toContainText('80331 München')
  await expect(details.getByRole('link', { name: '+49 89 000 0104' })).toHaveAttribute('href', 'tel:+49890000104')
  // Today's row (Monday to Friday, Saturday or the closed Sunday) is marked, once and in words.
  await expect(details.locator('dt[data-today]')).toHaveCount(1)
  await expect(details.locator('dt[data-today]')).toContainText('(heute)')
  await expect(details.getByText('Geschlossen', { exact: true })).toBeVisible()
  // Public holidays to come, from today on.
  const closedDays = details.locator('[data-closed-days] li')
  expect(await closedDays.count()).toBeGreaterThan(0)
  // A city branch keeps fewer categories than an airport; each links to its category page.
  const categories = details.locator('[data-branch-categories] a')
  await expect(categories.filter({ hasText: 'Kombi' })).toHaveAttribute('href', '/de-de/flotte/kombi/')
  await expect(categories.filter({ hasText: 'Sportwagen' })).toHaveCount(0)
  // The map is inline SVG drawn at build time: an image with a name, nothing loaded from elsewhere.
  await expect(details.getByRole('img', { name: /^Karte: München Innenstadt/ })).toBeVisible()
  await expect(details.getByText(/^Koordinaten: 48\.1374° N, 11\.5655° E$/)).toBeVisible()

  // The search has the branch chosen: its closed Sunday cannot be picked, and searching books there.
  const search = page.locator('#branch-search')
  await wakeAndWaitForIsland(page, 'booking-container')
  await expect(search.getByRole('combobox', { name: 'Abholort' })).toHaveValue('München Innenstadt')
  await page.getByRole('link', { name: 'Auto buchen' }).click()
  await expect(page).toHaveURL(/#branch-search$/)
  const sunday = nextWeekday(0)
  await answerCookieBanner(page)
  await search.getByRole('button', { name: /^Abholdatum/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Abholdatum: Datum auswählen' })
  if ((await dialog.locator(`[data-date="${sunday}"]`).count()) === 0) await dialog.getByRole('button', { name: 'Nächster Monat' }).click()
  await expect(dialog.locator(`[data-date="${sunday}"]`)).toHaveAttribute('aria-disabled', 'true')
  await page.keyboard.press('Escape')
  await search.getByRole('button', { name: 'Fahrzeuge anzeigen' }).click()
  await expect(page).toHaveURL(/\/de-de\/booking\/\?.*branch=de-muenchen-city/)
  expect(thirdParty).toEqual([])
  expect(errors).toEqual([])
})

test('an airport branch page lists every category and passes axe at 375 and 1440 px', async ({ page }) => {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/de-de/mietwagen/muc-airport/')
    await expect(page.locator('[data-island="branch-details"]')).toHaveAttribute('data-hydrated', 'true')
    await expect(page.locator('[data-branch-categories] li')).toHaveCount(11)
    await expectNoHorizontalScroll(page, `/de-de/mietwagen/muc-airport/ at ${width}`)
    await expectNoAxeViolations(page, `/de-de/mietwagen/muc-airport/ at ${width}`)
  }
})

test("a branch without a phone of its own names the market's customer support", async ({ page }) => {
  await page.goto('/fr-fr/location-voiture/')
  await page.locator('[data-branch] h3 a').first().click()
  await expect(page.getByRole('heading', { name: 'Téléphone (service client)' })).toBeVisible()
  await expect(page.locator('[data-branch-details] a[href^="tel:"]')).toHaveAttribute('href', /^tel:\+33/)
})

test('the branch directory groups airports under postal towns (LAX under "Inglewood") in one narrow column at 1440: airports by name, cities in columns', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/en-us/car-rental/')
  const airports = page.locator('[data-airports]')
  await expect(airports.getByRole('heading', { level: 2, name: 'Airports' })).toBeVisible()
  await expect(airports.getByRole('heading', { level: 3, name: 'Los Angeles Airport' })).toBeVisible()
  await expect(page.locator('[data-city="Inglewood"]')).toHaveCount(0)
  // The cities share rows: at 1440 at least three city groups start at the same height.
  const tops = await page
    .locator('[data-city]')
    .evaluateAll((groups) => groups.map((group) => Math.round(group.getBoundingClientRect().top)))
  const perRow = Math.max(...tops.map((top) => tops.filter((other) => other === top).length))
  expect(perRow).toBeGreaterThanOrEqual(3)
  await expectNoAxeViolations(page, '/en-us/car-rental/ at 1440')
  await page.setViewportSize({ width: 375, height: 812 })
  await expectNoHorizontalScroll(page, '/en-us/car-rental/ at 375')
  await expectNoAxeViolations(page, '/en-us/car-rental/ at 375')
})

test('a right-to-left branch page (/ar-ae/) passes axe at 375 and 1440 px, its phone reading left to right', async ({ page }) => {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/ar-ae/branches/dxb-airport/')
    await expect(page.locator('[data-island="branch-details"]')).toHaveAttribute('data-hydrated', 'true')
    await expect(page.locator('[data-branch-details] a[href^="tel:"]')).toHaveAttribute('dir', 'ltr')
    await expectNoHorizontalScroll(page, `/ar-ae/branches/dxb-airport/ at ${width}`)
    await expectNoAxeViolations(page, `/ar-ae/branches/dxb-airport/ at ${width}`)
  }
})
