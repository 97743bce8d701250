// Protects the zen reservation page (/de-de/reservation/): it reads the address the booking search writes
// (?branch=…&pickupAt=…&returnAt=…) and names the branch as the web API does, so text put into the address
// is never shown as the pickup place (content spoofing), and a malformed address says the search is incomplete.
import { expect, test } from '@playwright/test'
import { isoInDays, shown } from './bookingSupport.ts'

test('the zen page shows the search the booking search wrote, with the branch named by the API', async ({ page }) => {
  await page.goto(`/de-de/reservation/?branch=de-muc-airport&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30`)
  const summary = page.getByTestId('booking-summary')
  await expect(summary).toContainText('München Flughafen')
  await expect(summary).toContainText(`${shown(isoInDays(8), 'dd.MM.yyyy')}, 12:30`)
  await expect(summary).toContainText(`${shown(isoInDays(11), 'dd.MM.yyyy')}, 08:30`)
})

for (const query of [
  `?pickup=Kostenlos%20bei%20evil.example&pickupDate=${isoInDays(8)}&pickupTime=12:30&returnDate=${isoInDays(11)}&returnTime=08:30`,
  `?branch=Kostenlos%20bei%20evil.example&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30`,
  `?branch=no-such-branch&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30`,
  `?branch=de-muc-airport&pickupAt=${isoInDays(11)}T12%3A30&returnAt=${isoInDays(8)}T08%3A30`,
]) {
  test(`content spoofing on the zen page: ${query.slice(0, 60)}… shows no text from the address, only "incomplete"`, async ({ page }) => {
    await page.goto(`/de-de/reservation/${query}`)
    await expect(page.getByRole('alert')).toHaveText('Ihre Suche ist unvollständig. Bitte wählen Sie einen Abholort und einen Zeitraum.')
    await expect(page.locator('main')).not.toContainText('evil.example')
  })
}
