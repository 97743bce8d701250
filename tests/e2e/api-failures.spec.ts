// Every block stays usable, with a translated error state, when the web API answers 500, answers
// slowly, sends malformed JSON or when a micro-app does not load (SPEC §7, §8). The reference API is
// switched into a failure mode per browser context with the x-api-failure header (api/failureModes.ts).
import { expect, test, type Page } from '@playwright/test'
import { chooseBranchByKeyboard, clearApiFailure, DE, isoInDays, openStartPage, pickupField, setApiFailure, US } from './bookingSupport.ts'

const BOOKING = `/de-de/booking/?branch=de-muc-airport&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30`
const UNAVAILABLE = 'Die Filialen können gerade nicht geladen werden.'

async function typeSearch(page: Page, text = 'Berlin') {
  await pickupField(page, DE).fill(text)
}

test.describe('location chooser', () => {
  for (const rule of ['error@geosuggest', 'status:503@geosuggest', 'malformed@geosuggest', 'unexpected@geosuggest', 'network@geosuggest']) {
    test(`"${rule}": a translated error with a retry that works once the API is back`, async ({ page, context }) => {
      await setApiFailure(context, rule)
      await openStartPage(page, DE)
      await typeSearch(page)
      await expect(page.locator('p', { hasText: UNAVAILABLE })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: UNAVAILABLE })).toHaveCount(1)
      await clearApiFailure(context)
      await page.getByRole('button', { name: 'Erneut versuchen' }).click()
      await expect(page.getByRole('option', { name: /Berlin Brandenburg Flughafen/ })).toBeVisible()
    })
  }

  test('a slow answer shows that it is searching, then the branches', async ({ page, context }) => {
    await setApiFailure(context, 'slow:1500@geosuggest')
    await openStartPage(page, DE)
    await typeSearch(page)
    await expect(page.locator('p', { hasText: 'Filialen werden gesucht …' })).toBeVisible()
    await expect(page.getByRole('option', { name: /Berlin Brandenburg Flughafen/ })).toBeVisible({ timeout: 5000 })
  })

  test('an answer that never comes ends in a timeout message, and the form stays usable', async ({ page, context }) => {
    test.setTimeout(40000)
    await setApiFailure(context, 'slow:20000@geosuggest')
    await openStartPage(page, DE)
    await typeSearch(page)
    await expect(page.locator('p', { hasText: 'Das Laden der Filialen dauert zu lange.' })).toBeVisible({ timeout: 12000 })
    // The overview still works (its path is not slow).
    await pickupField(page, DE).press('Escape')
    await page.getByRole('button', { name: 'Alle Filialen anzeigen' }).click()
    await page
      .getByRole('dialog', { name: 'Alle Filialen' })
      .getByRole('button', { name: /^Berlin Mitte/ })
      .click()
    await expect(pickupField(page, DE)).toHaveValue('Berlin Mitte')
  })

  test('the overview says when branches cannot be loaded, and retries', async ({ page, context }) => {
    await setApiFailure(context, 'error@/v1/branch/next/stations')
    await openStartPage(page, DE)
    await page.getByRole('button', { name: 'Alle Filialen anzeigen' }).click()
    const overview = page.getByRole('dialog', { name: 'Alle Filialen' })
    await expect(overview.getByRole('alert')).toHaveText(`${UNAVAILABLE}Erneut versuchen`)
    await clearApiFailure(context)
    await overview.getByRole('button', { name: 'Erneut versuchen' }).click()
    await expect(overview.getByRole('heading', { name: 'Flughäfen' })).toBeVisible()
  })
})

test.describe('booking funnel', () => {
  for (const rule of ['error@rentaloffers', 'malformed@rentaloffers', 'unexpected@rentaloffers']) {
    test(`offers "${rule}": a translated error with a retry`, async ({ page, context }) => {
      await setApiFailure(context, rule)
      await page.goto(BOOKING)
      await expect(page.getByRole('alert').filter({ hasText: 'Die Angebote können gerade nicht geladen werden.' })).toBeVisible()
      await clearApiFailure(context)
      await page.getByRole('button', { name: 'Erneut versuchen' }).click()
      await expect(page.getByRole('button', { name: DE.choose }).first()).toBeVisible()
    })
  }

  test('slow offers show a loading state, then the offers', async ({ page, context }) => {
    await setApiFailure(context, 'slow:2000@rentaloffers')
    await page.goto(BOOKING)
    await expect(page.getByRole('status').filter({ hasText: 'Angebote werden geladen …' })).toBeVisible()
    await expect(page.getByRole('button', { name: DE.choose }).first()).toBeVisible({ timeout: 8000 })
  })

  test('a refused reservation says so and keeps what the visitor typed', async ({ page, context }) => {
    await page.goto(BOOKING)
    await page.getByRole('button', { name: DE.choose }).first().click()
    await page.getByRole('button', { name: DE.toDriver }).click()
    await page.getByLabel(DE.form.firstName).fill('Erika')
    await page.getByLabel(DE.form.lastName).fill('Muster')
    await page.getByLabel(DE.form.email).fill('erika@example.com')
    await page.getByLabel(DE.terms).check()
    await setApiFailure(context, 'error@rentalreservations')
    await page.getByRole('button', { name: DE.form.submit }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Die Buchung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.' }),
    ).toBeVisible()
    await expect(page.getByLabel(DE.form.firstName)).toHaveValue('Erika')
    await clearApiFailure(context)
    await page.getByRole('button', { name: DE.form.submit }).click()
    await expect(page.getByTestId('reservation-number')).toHaveText(/^9\d{9}$/)
  })

  test('the driver form checks names and email before sending (SPEC §5)', async ({ page }) => {
    await page.goto(BOOKING)
    await page.getByRole('button', { name: DE.choose }).first().click()
    await page.getByRole('button', { name: DE.toDriver }).click()
    await page.getByLabel(DE.form.lastName).fill('M'.repeat(51))
    await page.getByLabel(DE.form.email).fill('erika@')
    await page.getByRole('button', { name: DE.form.submit }).click()
    await expect(page.getByLabel(DE.form.firstName)).toBeFocused()
    await expect(page.getByLabel(DE.form.firstName)).toHaveAccessibleDescription('Dieses Pflichtfeld darf nicht leer bleiben.')
    await expect(page.getByLabel(DE.form.lastName)).toHaveAccessibleDescription('Höchstens 50 Zeichen.')
    await expect(page.getByLabel(DE.form.email)).toHaveAccessibleDescription('Ungültige E-Mail-Adresse')
  })

  test('a bootstrapper that fails shows a translated message with a retry, never a blank area', async ({ page }) => {
    let failing = true
    await page.route('**/web-apps/phoenix/bootstrapper.json', (route) =>
      failing ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
    )
    await page.goto(BOOKING)
    const notice = page.getByRole('alert').filter({ hasText: 'Die Buchung kann gerade nicht angezeigt werden.' })
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible()
    failing = false
    await notice.getByRole('button', { name: 'Erneut versuchen' }).click()
    await expect(notice).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: DE.funnelHeading })).toBeVisible()
  })

  test('a bootstrapper that is not a map of scripts, or a script that does not load, shows the same message', async ({ page }) => {
    await page.route('**/web-apps/phoenix/bootstrapper.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '["nope"]' }),
    )
    await page.goto(BOOKING)
    await expect(page.getByRole('alert').filter({ hasText: 'Die Buchung kann gerade nicht angezeigt werden.' })).toBeVisible()
    await page.unroute('**/web-apps/phoenix/bootstrapper.json')
    await page.route('**/web-apps/phoenix/main-*.js', (route) => route.abort())
    await page.getByRole('button', { name: 'Erneut versuchen' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Die Buchung kann gerade nicht angezeigt werden.' })).toBeVisible()
  })

  test('a chunk that fails to load takes the visitor back to the last visited path (SPEC §8)', async ({ page }) => {
    await openStartPage(page, US)
    await chooseBranchByKeyboard(page, US)
    await page.getByRole('button', { name: US.labels.submit }).click()
    await expect(page.getByRole('heading', { level: 1, name: US.funnelHeading })).toBeVisible()
    await page.route('**/web-apps/shared/ReservationStep-*.js', (route) => route.abort())
    await page.getByRole('button', { name: US.choose }).first().click()
    await page.getByRole('button', { name: US.toDriver }).click()
    await expect(page).toHaveURL(/\/en-us\/$/)
  })
})
