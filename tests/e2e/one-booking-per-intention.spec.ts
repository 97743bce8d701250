// Protects issue 25 item 4, one booking per intention: after the confirmation, Back and reload show the confirmation,
// never a filled form that can book a second time; every step of the booked search leads to it; only "new search"
// starts a fresh journey. Before, Back reopened the driver step, and a changed form booked a second reservation.
import { expect, test } from '@playwright/test'
import { answerCookieBanner, isoInDays } from './bookingSupport.ts'
import { expectStep, text, chooseFirstOfferToDriver, fillDriver } from './funnelSupport.ts'
import { collectErrors } from './support.ts'

const PREFIX = 'de-de'
const t = (key: string, values?: Record<string, string | number>) => text(PREFIX, key, values)

test('de-de: Back and reload after a booking show its confirmation; the driver step of the booked search cannot book again; a new search starts afresh', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const errors = collectErrors(page)
  const search = `/${PREFIX}/booking/?branch=de-muc-airport&pickupAt=${isoInDays(9)}T12%3A30&returnAt=${isoInDays(12)}T08%3A30`
  await page.goto(search)
  await answerCookieBanner(page)
  await chooseFirstOfferToDriver(page, PREFIX)
  await fillDriver(page, PREFIX, { firstName: 'Erika', lastName: 'Muster', email: 'erika.einmal@example.com' })
  await page.getByLabel(t('phoenix.terms.accept')).check()
  await page.getByRole('button', { name: t('phoenix.form.submit') }).click()
  await expectStep(page, t('phoenix.confirmation.heading'))
  const number = (await page.getByTestId('reservation-number').innerText()).trim()
  await expect(page).toHaveURL(new RegExp(`#/confirmation/${number}$`))

  // Back: the confirmation of the same number, with the reason, and no booking form (Back once more: the same).
  for (const _ of [1, 2]) {
    await page.goBack()
    await expectStep(page, t('phoenix.confirmation.heading'))
    await expect(page).toHaveURL(new RegExp(`#/confirmation/${number}$`))
    await expect(page.getByTestId('reservation-number')).toHaveText(number)
    await expect(page.getByText(t('phoenix.notices.alreadyBooked'))).toBeVisible()
    await expect(page.getByLabel(t('phoenix.form.lastName'), { exact: true })).toHaveCount(0)
    await expect(page.getByRole('button', { name: t('phoenix.form.submit') })).toHaveCount(0)
  }

  // Reload, and the driver step's address typed by hand: the confirmation, never a live form.
  await page.reload()
  await expectStep(page, t('phoenix.confirmation.heading'))
  await expect(page.getByTestId('reservation-number')).toHaveText(number)
  await page.goto(`${search}#/driver`)
  await expectStep(page, t('phoenix.confirmation.heading'))
  await expect(page.getByTestId('reservation-number')).toHaveText(number)
  await expect(page.getByRole('button', { name: t('phoenix.form.submit') })).toHaveCount(0)

  // The confirmation offers manage booking and a new search; the new search starts a fresh journey for the same search.
  await expect(page.getByRole('link', { name: t('phoenix.confirmation.manage') })).toBeVisible()
  await page.getByRole('link', { name: t('phoenix.confirmation.newSearch') }).click()
  await expect(page).toHaveURL(new RegExp(`/${PREFIX}/$`))
  await page.goto(search)
  await chooseFirstOfferToDriver(page, PREFIX)
  await expect(page.getByLabel(t('phoenix.form.lastName'), { exact: true })).toHaveValue('')
  expect(errors).toEqual([])
})
