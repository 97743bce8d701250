// Protects changing and cancelling a booking after it was made (issue 25, items 2 and 7): a pay-at-pickup booking is
// found in manage booking with everything the confirmation shows; changing its dates and adding an extra shows the
// new total and the difference before it is confirmed, and the booking then reads the change under the same number;
// cancelling within the free period quotes and applies the terms (free, nothing to refund); the screens are looked at
// at 375 and 1440 px in German and Arabic.
import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { answerCookieBanner, isoInDays } from './bookingSupport.ts'
import { expectNoAxeViolations, expectNoHorizontalScroll, waitForEagerIslands } from './chromeSupport.ts'
import { text } from './funnelSupport.ts'
import { collectErrors } from './support.ts'

/** "2031-12-05" as German pages write it, "05.12.2031". */
const germanDate = (iso: string) => iso.split('-').reverse().join('.')

interface Booked {
  reservationNumber: string
  modelName: string
  total: { amount: number }
}

/** A pay-at-pickup booking made through the API, as the funnel sends it. */
async function book(request: APIRequestContext, branchId: string, currency: string, lastName: string): Promise<Booked> {
  const pickupDate = `${isoInDays(20)}T10:00`
  const returnDate = `${isoInDays(23)}T10:00`
  const offers = await (
    await request.get(
      `/api/v1/rentaloffers/offers?branchId=${branchId}&pickupDate=${pickupDate}&returnDate=${returnDate}&currency=${currency}`,
    )
  ).json()
  const created = await request.post('/api/v1/rentalreservations/create', {
    data: {
      offerId: offers.offers[0].id,
      branchId,
      pickupDate,
      returnDate,
      currency,
      driver: { firstName: 'Erika', lastName, email: 'erika@example.com' },
      termsAccepted: true,
      payment: 'pickup',
      extras: { 'child-seat': 1 },
    },
  })
  expect(created.status()).toBe(201)
  return created.json()
}

async function openBooking(page: Page, prefix: string, booked: Booked, lastName: string) {
  const t = (key: string, values?: Record<string, string | number>) => text(prefix, key, values)
  await page.goto(`/${prefix}/manage-booking/`)
  await answerCookieBanner(page)
  await waitForEagerIslands(page)
  await page.getByLabel(t('manageBooking.fields.reservationNumber')).fill(booked.reservationNumber)
  await page.getByLabel(t('manageBooking.fields.lastName')).fill(lastName)
  await page.getByRole('button', { name: t('manageBooking.find') }).click()
  return page.getByRole('region', { name: t('manageBooking.details.heading', { number: booked.reservationNumber }) })
}

async function lookAt(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoHorizontalScroll(page, `${name} at ${width}px`)
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
  }
}

test('de-de: change the dates and add an extra with the new price and difference shown first, then cancel for free', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page)
  const t = (key: string, values?: Record<string, string | number>) => text('de-de', key, values)
  const booked = await book(request, 'de-muc-airport', 'EUR', 'Muster')
  const details = await openBooking(page, 'de-de', booked, 'Muster')

  await expect(details).toContainText(t('manageBooking.status.confirmed'))
  await expect(details).toContainText('München Flughafen')
  await expect(details).toContainText('Kindersitz × 1')
  await expect(details).toContainText(t('phoenix.payment.pickup.name'))
  await expect(details).toContainText(t('phoenix.rates.freeUntilPickup'))
  await expect(details).not.toContainText('de-muc-airport')
  await expectNoAxeViolations(page, 'manage booking details')
  await lookAt(page, 'manage-booking-de-de')
  // Printed: the booking's details without the site's header, footer or the buttons.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(details.getByRole('button', { name: t('manageBooking.actions.print') })).toBeHidden()
  await expect(details.getByText(t('manageBooking.terms.heading'))).toBeVisible()
  await page.emulateMedia({ media: 'screen' })
  await expect(page.getByRole('contentinfo')).toBeVisible()
  // Add to calendar: an .ics with pickup and return at the branch, in UTC from Munich's clock.
  const download = page.waitForEvent('download')
  await details.getByRole('button', { name: t('manageBooking.actions.calendar') }).click()
  const ics = await (await download).path().then((path) => readFileSync(path!, 'utf8'))
  expect(ics).toContain('BEGIN:VCALENDAR')
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2)
  expect(ics).toMatch(/DTSTART:\d{8}T0[89]0000Z/)
  expect(ics).toContain('LOCATION:München Flughafen\\, Terminalstraße Mitte 18\\, 85356 München')

  // Change: two more days and a GPS; the new price and the difference come before anything is changed.
  await details.getByRole('button', { name: t('manageBooking.change.button') }).click()
  const change = page.getByRole('region', { name: t('manageBooking.change.heading', { number: booked.reservationNumber }) })
  await expect(change.getByRole('heading', { level: 2 })).toBeFocused()
  await change.getByLabel(t('manageBooking.change.returnDate')).fill(germanDate(isoInDays(25)))
  await change.getByLabel(t('phoenix.extras.gps.name')).selectOption('1')
  await change.getByRole('button', { name: t('manageBooking.change.preview') }).click()
  const difference = change.locator('[data-change-difference]')
  await expect(difference).toHaveText(/^Neuer Gesamtpreis [\d.,]+\s€, [\d.,]+\s€ mehr$/)
  const newTotal = (await difference.textContent())!.match(/Gesamtpreis ([\d.,]+)/)![1]
  const differenceAmount = Number((await difference.getAttribute('data-change-difference'))!)
  expect(differenceAmount).toBeGreaterThan(0)
  await expect(change).toContainText(t('manageBooking.change.settle.pickup'))
  await expectNoAxeViolations(page, 'manage booking change preview')
  await lookAt(page, 'manage-booking-change-de-de')
  const before = await request.get(`/api/v1/reservationactivities/reservation/${booked.reservationNumber}?lastName=Muster`)
  expect((await before.json()).total.amount).toBe(booked.total.amount)

  await change.getByRole('button', { name: t('manageBooking.change.confirm') }).click()
  await expect(details.getByRole('status').first()).toContainText(t('manageBooking.change.done'))
  await expect(details).toContainText(`${germanDate(isoInDays(25))}, 10:00`)
  await expect(details).toContainText('Navigationsgerät × 1')
  await expect(details.locator('.price [data-total]')).toContainText(newTotal)
  const after = await (await request.get(`/api/v1/reservationactivities/reservation/${booked.reservationNumber}?lastName=Muster`)).json()
  expect(after.reservationNumber).toBe(booked.reservationNumber)
  expect(after.total.amount).toBeCloseTo(booked.total.amount + differenceAmount, 2)

  // Cancel within the free period: the dialog quotes the terms, the booking is cancelled without a fee.
  await details.getByRole('button', { name: t('manageBooking.cancel.button') }).click()
  const dialog = page.getByRole('dialog', { name: t('manageBooking.cancel.title', { number: booked.reservationNumber }) })
  await expect(dialog).toContainText(/Eine Stornierung ist jetzt kostenlos/)
  await expect(dialog.getByRole('heading')).toBeFocused()
  await expectNoAxeViolations(page, 'manage booking cancel dialog')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(details.getByRole('button', { name: t('manageBooking.cancel.button') })).toBeFocused()
  await details.getByRole('button', { name: t('manageBooking.cancel.button') }).click()
  await dialog.getByRole('button', { name: t('manageBooking.cancel.confirm') }).click()
  await expect(details.getByRole('status').first()).toContainText(t('manageBooking.cancel.done'))
  await expect(details).toContainText(t('manageBooking.status.cancelled'))
  await expect(details).toContainText(`${t('manageBooking.details.cancellationFee')}0\u00a0€`)
  const cancelled = await (
    await request.get(`/api/v1/reservationactivities/reservation/${booked.reservationNumber}?lastName=Muster`)
  ).json()
  expect(cancelled.cancellation).toMatchObject({ fee: { amount: 0 }, refund: { amount: 0 } })
  expect(errors).toEqual([])
})

test('ar-ae: manage booking and its change form read right to left at 375 and 1440 px', async ({ page, request }) => {
  const t = (key: string, values?: Record<string, string | number>) => text('ar-ae', key, values)
  const booked = await book(request, 'ae-dxb-airport', 'AED', 'Haddad')
  const details = await openBooking(page, 'ar-ae', booked, 'Haddad')
  await expect(details).toContainText(t('manageBooking.status.confirmed'))
  await expect(details).toContainText(t('manageBooking.terms.heading'))
  await expect(details).not.toContainText('ae-dxb-airport')
  await expectNoAxeViolations(page, 'manage booking details (ar-ae)')
  await lookAt(page, 'manage-booking-ar-ae')
  await details.getByRole('button', { name: t('manageBooking.change.button') }).click()
  await page.getByRole('button', { name: t('manageBooking.change.preview') }).click()
  // Nothing changed: the same total, a difference of 0.
  await expect(page.locator('[data-change-difference]')).toHaveAttribute('data-change-difference', '0')
  await expectNoAxeViolations(page, 'manage booking change (ar-ae)')
  await lookAt(page, 'manage-booking-change-ar-ae')
})
