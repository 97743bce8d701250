import { expect, test, type Page } from '@playwright/test'
import { collectErrors } from './support.ts'

interface Market {
  prefix: string
  pickup: string
  labels: { pickup: string; pickupDate: string; pickupTime: string; returnDate: string; returnTime: string; submit: string }
  required: string
  summaryDate: RegExp
}

const MARKETS: Market[] = [
  {
    prefix: 'de-de',
    pickup: 'München Flughafen',
    labels: { pickup: 'Abholort', pickupDate: 'Abholdatum', pickupTime: 'Abholzeit', returnDate: 'Rückgabedatum', returnTime: 'Rückgabezeit', submit: 'Fahrzeuge anzeigen' },
    required: 'Dieses Pflichtfeld darf nicht leer bleiben.',
    summaryDate: /\d{2}\.\d{2}\.\d{4}, 12:30/,
  },
  {
    prefix: 'en-us',
    pickup: 'JFK Airport',
    labels: { pickup: 'Pickup location', pickupDate: 'Pickup date', pickupTime: 'Pickup time', returnDate: 'Return date', returnTime: 'Return time', submit: 'Show cars' },
    required: 'Required field cannot be left empty.',
    summaryDate: /\d{2}\/\d{2}\/\d{4}, 12:30 PM/,
  },
]

/** Opens the start page and waits until the booking form island is interactive and has its default dates. */
async function openStartPage(page: Page, market: Market) {
  await page.goto(`/${market.prefix}/`)
  await expect(page.locator('[data-island="booking-container"]')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByLabel(market.labels.pickupDate, { exact: true })).not.toHaveValue('')
  await expect(page.getByLabel(market.labels.returnDate, { exact: true })).not.toHaveValue('')
}

for (const market of MARKETS) {
  test.describe(`booking journey /${market.prefix}/`, () => {
    test('search with default dates lands on the booking page with a formatted summary', async ({ page }) => {
      const errors = collectErrors(page)
      await openStartPage(page, market)
      for (const label of Object.values(market.labels).slice(0, 5)) await expect(page.getByLabel(label, { exact: true })).toBeVisible()
      await expect(page.getByLabel(market.labels.pickupTime, { exact: true })).toHaveValue('12:30')

      await page.getByLabel(market.labels.pickup, { exact: true }).fill(market.pickup)
      await page.getByRole('button', { name: market.labels.submit }).click()

      await expect(page).toHaveURL(new RegExp(`/${market.prefix}/booking/\\?.*pickup=`))
      const query = new URL(page.url()).searchParams
      expect(query.get('pickup')).toBe(market.pickup)
      expect(query.get('pickupTime')).toBe('12:30')

      const summary = page.getByTestId('booking-summary')
      await expect(summary).toBeVisible()
      await expect(summary).toContainText(market.pickup)
      await expect(summary).toContainText(market.summaryDate)
      expect(errors).toEqual([])
    })

    test('an empty pickup location shows the required-field message and keeps the visitor on the page', async ({ page }) => {
      const errors = collectErrors(page)
      await openStartPage(page, market)
      const startUrl = page.url()
      const pickup = page.getByLabel(market.labels.pickup, { exact: true })
      await expect(pickup).toHaveValue('')
      await page.getByRole('button', { name: market.labels.submit }).click()

      await expect(page.getByText(market.required)).toBeVisible()
      await expect(pickup).toBeFocused()
      await expect(pickup).toHaveAttribute('aria-invalid', 'true')
      // The message is tied to the field, so screen readers announce it with the field.
      await expect(pickup).toHaveAccessibleDescription(market.required)
      expect(page.url()).toBe(startUrl)
      expect(errors).toEqual([])
    })
  })
}

// Native date/time controls clip their value (e.g. "11/23/202") when the grid makes them too narrow.
// fr-ch has the longest labels and submit text, so its fields get the least room.
for (const width of [320, 375, 960, 1280, 1440]) {
  test(`date and time fields show their whole value at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/fr-ch/')
    await expect(page.locator('[data-island="booking-container"]')).toHaveAttribute('data-hydrated', 'true')
    const tooNarrow = await page.evaluate(() => {
      const problems: string[] = []
      for (const input of document.querySelectorAll<HTMLInputElement>('form input[type="date"], form input[type="time"]')) {
        const style = getComputedStyle(input)
        const probe = document.createElement('span')
        probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${style.font};letter-spacing:${style.letterSpacing}`
        probe.textContent = input.type === 'date' ? '88/88/8888' : '88:88 PM'
        document.body.append(probe)
        // Text plus the picker icon and Chromium's spacing, measured against screenshots: a date shows
        // whole with 24px to spare, a time (its AM/PM segment is padded) with 36px.
        const needed = probe.getBoundingClientRect().width + (input.type === 'date' ? 24 : 36)
        probe.remove()
        const available = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        if (available < needed) problems.push(`${input.name}: ${Math.round(available)}px available, ${Math.round(needed)}px needed`)
      }
      return problems
    })
    expect(tooNarrow).toEqual([])
  })
}
