// Protects the money side of issue 25 end to end: a booking paid now with the 3-D Secure test card in the provider's
// frame, then cancelled in manage booking, is refunded as its terms promise: in full within the free period (DE: until
// 48 hours before pickup), and less the late fee after it (DE: 3 rental days of the booking's price per day). The
// refund is quoted in the dialog before the visitor confirms, shown after cancelling, and kept by the API.
import { expect, type Page, test } from '@playwright/test'
import { answerCookieBanner, isoInDays } from './bookingSupport.ts'
import { expectNoAxeViolations, waitForEagerIslands } from './chromeSupport.ts'
import { expectStep, text, chooseFirstOfferToDriver, fillDriver, payInProviderFrame } from './funnelSupport.ts'
import { collectErrors } from './support.ts'

const prefix = 'de-de'
const t = (key: string, values?: Record<string, string | number>) => text(prefix, key, values)
const euro = (amount: number) =>
  `${amount
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}\u00a0€`

/** Books a 4-day rental at Munich airport picked up in `days` days, paying now with the 3-D Secure card (approved). */
async function bookWith3ds(page: Page, days: number, lastName: string): Promise<string> {
  await page.goto(`/${prefix}/booking/?branch=de-muc-airport&pickupAt=${isoInDays(days)}T12%3A30&returnAt=${isoInDays(days + 4)}T10%3A00`)
  await answerCookieBanner(page)
  await chooseFirstOfferToDriver(page, prefix)
  await fillDriver(page, prefix, { firstName: 'Erika', lastName: lastName, email: 'erika@example.com' })
  await page.getByRole('radio', { name: new RegExp(`^${t('phoenix.payment.now.name')}`) }).check()
  await page.getByLabel(t('phoenix.terms.accept')).check()
  await page.getByRole('button', { name: t('phoenix.pay.continue') }).click()
  await payInProviderFrame(page, prefix, '4000 0000 0000 3220')
  await page
    .frameLocator('iframe.phx-pay-frame')
    .getByRole('button', { name: t('paymentProvider.approve') })
    .click()
  await expectStep(page, t('phoenix.confirmation.heading'))
  await expect(page.getByTestId('confirmation-paid')).toContainText('3220')
  return (await page.getByTestId('reservation-number').textContent())!.trim()
}

/** Opens the booking in manage booking, cancels it through the dialog and answers the API's stored booking. */
async function cancelInManageBooking(page: Page, number: string, lastName: string, quoted: RegExp[]) {
  await page.goto(`/${prefix}/manage-booking/`)
  await waitForEagerIslands(page)
  await page.getByLabel(t('manageBooking.fields.reservationNumber')).fill(number)
  await page.getByLabel(t('manageBooking.fields.lastName')).fill(lastName)
  await page.getByRole('button', { name: t('manageBooking.find') }).click()
  const details = page.getByRole('region', { name: t('manageBooking.details.heading', { number }) })
  await details.getByRole('button', { name: t('manageBooking.cancel.button') }).click()
  const dialog = page.getByRole('dialog', { name: t('manageBooking.cancel.title', { number }) })
  for (const line of quoted) await expect(dialog).toContainText(line)
  await expectNoAxeViolations(page, `cancel dialog ${number}`)
  await dialog.getByRole('button', { name: t('manageBooking.cancel.confirm') }).click()
  await expect(details).toContainText(t('manageBooking.status.cancelled'))
  const stored = await (await page.request.get(`/api/v1/reservationactivities/reservation/${number}?lastName=${lastName}`)).json()
  return { details, stored }
}

test('paid now with the 3-D Secure card and cancelled within the free period: everything paid comes back', async ({ page }) => {
  test.setTimeout(120_000)
  const errors = collectErrors(page)
  const number = await bookWith3ds(page, 10, 'Frei')
  const booked = await (await page.request.get(`/api/v1/reservationactivities/reservation/${number}?lastName=Frei`)).json()
  const paid = booked.paid.amount.amount as number
  expect(booked.paid.method).toMatchObject({ last4: '3220' })
  const { details, stored } = await cancelInManageBooking(page, number, 'Frei', [
    /Eine Stornierung ist jetzt kostenlos/,
    new RegExp(t('manageBooking.cancel.refund', { amount: euro(paid) }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  ])
  await expect(details).toContainText(`${t('manageBooking.details.refund')}${euro(paid)}`)
  expect(stored.cancellation).toMatchObject({ fee: { amount: 0 }, refund: { amount: paid } })
  expect(stored.paid.refunded.amount).toBe(paid)
  expect(errors).toEqual([])
})

test('paid now with the 3-D Secure card and cancelled after the free period: refunded less 3 rental days', async ({ page }) => {
  test.setTimeout(120_000)
  const errors = collectErrors(page)
  // Tomorrow at 12:30 is inside the 48 hours before pickup whatever the time of day now.
  const number = await bookWith3ds(page, 1, 'Spaet')
  const booked = await (await page.request.get(`/api/v1/reservationactivities/reservation/${number}?lastName=Spaet`)).json()
  const total = booked.total.amount as number
  const days = booked.breakdown.days as number
  const fee = Math.round(Math.min(total, (3 * total) / days) * 100) / 100
  const refund = Math.round((booked.paid.amount.amount - fee) * 100) / 100
  expect(fee).toBeGreaterThan(0)
  const { details, stored } = await cancelInManageBooking(page, number, 'Spaet', [
    new RegExp(t('manageBooking.cancel.refund', { amount: euro(refund) }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  ])
  await expect(details).toContainText(`${t('manageBooking.details.cancellationFee')}${euro(fee)}`)
  await expect(details).toContainText(`${t('manageBooking.details.refund')}${euro(refund)}`)
  expect(stored.cancellation).toMatchObject({ fee: { amount: fee }, refund: { amount: refund } })
  expect(stored.paid.refunded.amount).toBe(refund)
  expect(errors).toEqual([])
})
