// Protects managing a booking without an account (SPEC §2 manage-my-booking-info, §7 reservation activities): a
// visitor who booked finds the booking from the footer by reservation number and last name, sees it in the market's
// formats, cancels it after a second question (a dialog quoting the terms), and cannot cancel it twice; a wrong number or name gets one message
// that does not say which.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { expectNoAxeViolations, expectNoHorizontalScroll, waitForChrome, waitForEagerIslands } from './chromeSupport.ts'
import { isoInDays } from './bookingSupport.ts'
import { collectErrors } from './support.ts'

async function book(request: APIRequestContext, lastName: string): Promise<{ reservationNumber: string; modelName: string }> {
  const pickupDate = `${isoInDays(9)}T12:30`
  const returnDate = `${isoInDays(12)}T08:30`
  const offers = await (
    await request.get(`/api/v1/rentaloffers/offers?branchId=de-muc-airport&pickupDate=${pickupDate}&returnDate=${returnDate}&currency=EUR`)
  ).json()
  const created = await request.post('/api/v1/rentalreservations/create', {
    data: {
      offerId: offers.offers[0].id,
      branchId: 'de-muc-airport',
      pickupDate,
      returnDate,
      currency: 'EUR',
      driver: { firstName: 'Jörg', lastName, email: 'joerg@example.com' },
      termsAccepted: true,
    },
  })
  expect(created.status()).toBe(201)
  return created.json()
}

test('de-de: from the footer, find a booking by number and last name, cancel it after a second question, and not twice', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page)
  const booking = await book(request, 'Müller')
  await page.goto('/de-de/')
  await waitForChrome(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Buchung verwalten' }).click()
  await expect(page).toHaveURL(/\/de-de\/manage-booking\/$/)
  await waitForEagerIslands(page)

  // Empty: both fields named; then a wrong name gets the one message for either mistake.
  await page.getByRole('button', { name: 'Buchung finden' }).click()
  await expect(page.getByText('Dieses Pflichtfeld darf nicht leer bleiben.')).toHaveCount(2)
  await expect(page.getByLabel('Reservierungsnummer')).toBeFocused()
  await page.getByLabel('Reservierungsnummer').fill('123')
  await page.getByLabel('Nachname des Fahrers').fill('Meier')
  await page.getByRole('button', { name: 'Buchung finden' }).click()
  await expect(page.getByText('Geben Sie die 10 Ziffern Ihrer Reservierungsnummer ein, zum Beispiel 9123456789.')).toBeVisible()
  await page.getByLabel('Reservierungsnummer').fill(booking.reservationNumber)
  await page.getByRole('button', { name: 'Buchung finden' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Wir haben keine Buchung mit dieser Reservierungsnummer und diesem Nachnamen gefunden. Prüfen Sie beides und versuchen Sie es erneut.',
  )

  // The right name, typed as people do (case, accents): the booking in German formats.
  await page.getByLabel('Nachname des Fahrers').fill('  muller ')
  await page.getByRole('button', { name: 'Buchung finden' }).click()
  const details = page.getByRole('region', { name: `Buchung ${booking.reservationNumber}` })
  await expect(details).toContainText('Bestätigt')
  await expect(details).toContainText(`${booking.modelName} oder ähnlich`)
  await expect(details).toContainText('München Flughafen')
  await expect(details).toContainText(/\d{2}\.\d{2}\.\d{4}, 12:30/)
  await expect(details).toContainText(/\d+(\.\d{3})*(,\d{2})?\s€/)
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page, `manage booking details at ${width}px`)
    await expectNoHorizontalScroll(page, `manage booking details at ${width}px`)
    await page.screenshot({ path: test.info().outputPath(`manage-booking-${width}.png`), fullPage: true })
  }

  // Cancel asks first in a dialog that quotes the terms; "keep" keeps it; "yes" cancels it.
  await details.getByRole('button', { name: 'Buchung stornieren' }).click()
  const dialog = page.getByRole('dialog', { name: `Buchung ${booking.reservationNumber} stornieren` })
  await expect(dialog.getByText('Möchten Sie diese Buchung stornieren? Das kann nicht rückgängig gemacht werden.')).toBeVisible()
  await expect(dialog.getByRole('heading')).toBeFocused()
  await dialog.getByRole('button', { name: 'Nein, Buchung behalten' }).click()
  await details.getByRole('button', { name: 'Buchung stornieren' }).click()
  await dialog.getByRole('button', { name: 'Ja, Buchung stornieren' }).click()
  await expect(details.getByRole('status').first()).toHaveText('Ihre Buchung ist storniert.')
  await expect(details).toContainText('Storniert')
  await expect(details.getByRole('button', { name: 'Buchung stornieren' })).toHaveCount(0)
  // The wrong name's 404 is the answer the page expects; nothing else may fail.
  expect(errors.filter((error) => !/404 \(Not Found\).*lastName=Meier/.test(error))).toEqual([])

  // The API refuses a second cancellation.
  const again = await request.post(`/api/v1/reservationactivities/reservation/${booking.reservationNumber}/cancel`, {
    data: { lastName: 'Müller' },
  })
  expect(again.status()).toBe(409)
})

test('en-us: an API that fails while looking up keeps what was typed and offers a retry', async ({ page, request }) => {
  const booking = await book(request, 'Lee')
  await page.goto('/en-us/manage-booking/')
  await waitForEagerIslands(page)
  await page.getByLabel('Reservation number').fill(booking.reservationNumber)
  await page.getByLabel("Driver's last name").fill('Lee')
  await page.route('**/v1/reservationactivities/**', (route) => route.fulfill({ status: 500, body: '{}' }))
  await page.getByRole('button', { name: 'Find booking' }).click()
  await expect(page.getByRole('alert')).toContainText('Your booking cannot be loaded right now.')
  await expect(page.getByLabel('Reservation number')).toHaveValue(booking.reservationNumber)
  await page.unroute('**/v1/reservationactivities/**')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('region', { name: `Booking ${booking.reservationNumber}` })).toContainText('Confirmed')
})
