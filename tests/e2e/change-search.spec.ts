// Protects issue 25 item 5, the search travels: "Change search" on the funnel opens the search on the booking page
// itself, every value of the search kept (branch, return branch, dates, times, driver's age, promotion), and sending
// it shows the offers for the changed search. Before, it led to the home page's form with its defaults.
import { expect, type Page, test, type Route } from '@playwright/test'
import { answerCookieBanner, DE, isoInDays, shown } from './bookingSupport.ts'
import { expectNoAxeViolations } from './chromeSupport.ts'
import { expectStep, text } from './funnelSupport.ts'
import { DESKTOP, MOBILE, collectErrors } from './support.ts'

const PREFIX = 'de-de'
const t = (key: string, values?: Record<string, string | number>) => text(PREFIX, key, values)

for (const viewport of [MOBILE, DESKTOP]) {
  test(`de-de at ${viewport.width}: a one-way search with a driver of 21 and the airport promotion is changed on the booking page, every value kept`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000)
    await page.setViewportSize(viewport)
    const errors = collectErrors(page)
    const [pickup, returning, later] = [isoInDays(9), isoInDays(12), isoInDays(14)]
    await page.goto(
      `/${PREFIX}/booking/?branch=de-muc-airport&pickupAt=${pickup}T12%3A30&returnAt=${returning}T08%3A30&returnBranch=de-ber-airport&driverAge=21&promo=airport`,
    )
    await answerCookieBanner(page)
    await expectStep(page, t('phoenix.offersHeading'))
    // Folded, the search waits unhydrated (no react-dom at the page's start): it starts when opened (issue 28 §6).
    const search = page.locator('[data-island="booking-container"]')
    await expect(search).not.toHaveAttribute('data-hydrated', 'true')

    // "Change search" in the funnel's summary opens the page's own search, out of sight until then, on the same page;
    // its heading closes it again and focus returns to the link.
    const editor = page.locator('details[data-booking-search-editor]')
    const changeSearch = page.locator('.phx-summary').getByRole('link', { name: t('phoenix.changeSearch') })
    await expect(editor).toBeHidden()
    await changeSearch.click()
    await expect(editor).toBeVisible()
    await expect(search).toHaveAttribute('data-hydrated', 'true')
    await editor.locator('summary').click()
    await expect(editor).toBeHidden()
    await expect(changeSearch).toBeFocused()
    await page
      .locator('.phx-summary')
      .getByRole('link', { name: t('phoenix.changeSearch') })
      .click()
    await expect(editor).toHaveAttribute('open')
    await expect(page).toHaveURL(/\/booking\/\?/)
    await expect(editor.getByRole('combobox', { name: t('bookingContainer.pickupLocation') })).toBeFocused()

    // Every value of the search is there.
    await expect(editor.getByRole('combobox', { name: t('bookingContainer.pickupLocation') })).toHaveValue('München Flughafen')
    await expect(editor.getByLabel(t('bookingContainer.differentReturn'))).toBeChecked()
    await expect(editor.getByRole('combobox', { name: t('bookingContainer.returnLocation') })).toHaveValue('Berlin Brandenburg Flughafen')
    await expect(editor.getByLabel(t('bookingContainer.driverAge'))).toHaveValue('21')
    await expect(editor.getByLabel(DE.labels.pickupDate, { exact: true })).toHaveValue(shown(pickup, DE.datePattern))
    await expect(editor.getByLabel(DE.labels.pickupTime, { exact: true })).toHaveValue('12:30')
    await expect(editor.getByLabel(DE.labels.returnDate, { exact: true })).toHaveValue(shown(returning, DE.datePattern))
    await expect(editor.getByLabel(DE.labels.returnTime, { exact: true })).toHaveValue('08:30')
    await page.screenshot({ path: testInfo.outputPath(`change-search-${viewport.width}.png`), fullPage: false })
    await expectNoAxeViolations(page, `change search open at ${viewport.width}`)

    // A later return date: the offers of the changed search, on the booking page, with the other values kept.
    const returnDate = editor.getByLabel(DE.labels.returnDate, { exact: true })
    await returnDate.fill(shown(later, DE.datePattern))
    await returnDate.press('Tab')
    await editor.getByRole('button', { name: t('bookingContainer.submit') }).click()
    await expect(page).toHaveURL(
      new RegExp(
        `/${PREFIX}/booking/\\?branch=de-muc-airport&pickupAt=${pickup}T12%3A30&returnAt=${later}T08%3A30&returnBranch=de-ber-airport&driverAge=21&promo=airport`,
      ),
    )
    await expectStep(page, t('phoenix.offersHeading'))
    const summary = page.locator('.phx-summary')
    await expect(summary).toContainText(shown(later, DE.datePattern))
    await expect(summary).toContainText('Berlin Brandenburg Flughafen')
    await expect(page.getByRole('button', { name: t('phoenix.choose') }).first()).toBeVisible()
    expect(errors).toEqual([])
  })
}

/** The offers of a search at Munich airport, 9 to 12 days from now, at 1440 px; answers the day 14 days from now. */
async function openOffers(page: Page): Promise<{ pickup: string; later: string }> {
  await page.setViewportSize(DESKTOP)
  const [pickup, returning, later] = [isoInDays(9), isoInDays(12), isoInDays(14)]
  await page.goto(`/${PREFIX}/booking/?branch=de-muc-airport&pickupAt=${pickup}T12%3A30&returnAt=${returning}T08%3A30`)
  await answerCookieBanner(page)
  await expectStep(page, t('phoenix.offersHeading'))
  return { pickup, later }
}

/** Opens "Change search" in the funnel's summary and waits for the search to start. */
async function openChangeSearch(page: Page): Promise<void> {
  await page
    .locator('.phx-summary')
    .getByRole('link', { name: t('phoenix.changeSearch') })
    .click()
  await expect(page.locator('[data-island="booking-container"]')).toHaveAttribute('data-hydrated', 'true')
}

/** Types the return date, leaves the field and sends the search at once. */
async function sendReturnDate(page: Page, date: string): Promise<void> {
  const editor = page.locator('details[data-booking-search-editor]')
  const returnDate = editor.getByLabel(DE.labels.returnDate, { exact: true })
  await returnDate.fill(shown(date, DE.datePattern))
  await returnDate.press('Tab')
  await editor.getByRole('button', { name: t('bookingContainer.submit') }).click()
}

// Regression (CI, 2026-11-29): the reader of typed dates loads on demand, and a search sent right after a date was typed
// and left went with the date shown before; the search now waits for the typed date.
test('de-de: a return date typed and sent at once, while the reader of typed dates still loads, is the date searched', async ({ page }) => {
  const { later } = await openOffers(page)
  await openChangeSearch(page)
  // Every script fetched from now until the search is sent arrives half a second late: the reader of typed dates
  // among them (it starts loading when the field gets focus).
  let delaying = true
  await page.route('**/assets/chunks/**', async (route: Route) => {
    if (delaying) await new Promise((resolve) => setTimeout(resolve, 500))
    await route.continue()
  })
  await sendReturnDate(page, later)
  delaying = false
  await expect(page).toHaveURL(new RegExp(`returnAt=${later}T08%3A30`), { timeout: 15_000 })
})

// Regression (fresh-clone CI run, 2026-11-29): "Change search" looks the shown search's branch up by id, and a search
// sent before it arrived said the pickup field was empty while it showed the branch; the search now waits for it.
test('de-de: a changed search sent while the shown branch is still being looked up goes with that branch', async ({ page }) => {
  const { pickup, later } = await openOffers(page)
  // The lookup of the branch by id answers two seconds late.
  await page.route(/\/v1\/branch\/next\/stations\?/, async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000))
    await route.continue()
  })
  await openChangeSearch(page)
  await sendReturnDate(page, later)
  await expect(page).toHaveURL(new RegExp(`branch=de-muc-airport&pickupAt=${pickup}T12%3A30&returnAt=${later}T08%3A30`), {
    timeout: 15_000,
  })
  await expect(page.getByText(t('common.requiredField'))).toHaveCount(0)
})
