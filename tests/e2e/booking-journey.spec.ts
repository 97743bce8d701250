// The journey of SPEC §2 as a visitor makes it: home page, branch by typing and keyboard, dates in the
// calendar, times in the market's clock, the booking funnel, a reservation number.
import { expect, test } from '@playwright/test'
import { collectErrors, wakeAndWaitForIsland } from './support.ts'
import { chooseBranchByKeyboard, DE, isoInDays, openStartPage, pickupField, shown, US } from './bookingSupport.ts'

for (const market of [DE, US]) {
  test.describe(`booking journey /${market.prefix}/`, () => {
    test('search a branch by typing, pick dates, see the market clock, book and get a reservation number', async ({ page }) => {
      const errors = collectErrors(page)
      await openStartPage(page, market)
      await chooseBranchByKeyboard(page, market)

      // Times in the market's clock, defaults of SPEC §9.
      await expect(page.getByLabel(market.labels.pickupTime, { exact: true }).locator('option:checked')).toHaveText(market.pickupClock)
      await expect(page.getByLabel(market.labels.returnTime, { exact: true }).locator('option:checked')).toHaveText(market.returnClock)

      // Pickup a week after tomorrow, chosen with the keyboard in the calendar dialog.
      const pickupDate = page.getByLabel(market.labels.pickupDate, { exact: true })
      await expect(pickupDate).toHaveValue(shown(isoInDays(1), market.datePattern))
      await page.getByRole('button', { name: new RegExp(`^${market.labels.pickupDate}`) }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('columnheader').first()).toHaveText(market.firstWeekday)
      await expect(dialog.locator(`[data-date="${isoInDays(1)}"]`)).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(dialog.locator(`[data-date="${isoInDays(8)}"]`)).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(dialog).toBeHidden()
      await expect(pickupDate).toHaveValue(shown(isoInDays(8), market.datePattern))
      await expect(page.getByRole('button', { name: new RegExp(`^${market.labels.pickupDate}`) })).toBeFocused()

      // The pickup passed the old return, so the return moved along and kept the three days; its calendar opens there.
      await expect(page.getByLabel(market.labels.returnDate, { exact: true })).toHaveValue(shown(isoInDays(11), market.datePattern))
      await page.getByRole('button', { name: new RegExp(`^${market.labels.returnDate}`) }).click()
      await expect(dialog.locator(`[data-date="${isoInDays(11)}"]`)).toBeFocused()
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('ArrowLeft')
      await page.keyboard.press('Space')
      await expect(page.getByLabel(market.labels.returnDate, { exact: true })).toHaveValue(shown(isoInDays(11), market.datePattern))

      await page.getByRole('button', { name: market.labels.submit }).click()
      await expect(page).toHaveURL(
        new RegExp(`/${market.prefix}/booking/\\?branch=[a-z-]+&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30`),
      )

      // The booking funnel (micro-app "phoenix") shows the search in the market's formats and its offers.
      await expect(page.getByRole('heading', { level: 1, name: market.funnelHeading })).toBeVisible()
      await expect(page.getByText(`${shown(isoInDays(8), market.datePattern)}, ${market.pickupClock}`)).toBeVisible()
      await expect(page.getByText(market.branch, { exact: true })).toBeVisible()
      await page.getByRole('button', { name: market.choose }).first().click()
      await page.getByRole('button', { name: market.toDriver }).click()

      await page.getByLabel(market.form.firstName).fill('Erika')
      await page.getByLabel(market.form.lastName).fill('Muster')
      await page.getByLabel(market.form.email).fill('erika.muster@example.com')
      await page.getByLabel(market.terms).check()
      await page.getByRole('button', { name: market.form.submit }).click()
      await expect(page.getByRole('heading', { level: 1, name: market.confirmation })).toBeVisible()
      await expect(page.getByTestId('reservation-number')).toHaveText(/^9\d{9}$/)
      expect(errors).toEqual([])
    })

    test('an empty pickup location shows the required-field message and keeps the visitor on the page', async ({ page }) => {
      const errors = collectErrors(page)
      await openStartPage(page, market)
      const startUrl = page.url()
      const pickup = pickupField(page, market)
      await page.getByRole('button', { name: market.labels.submit }).click()
      const required = market === DE ? 'Dieses Pflichtfeld darf nicht leer bleiben.' : 'Required field cannot be left empty.'
      await expect(page.getByText(required)).toBeVisible()
      await expect(pickup).toBeFocused()
      await expect(pickup).toHaveAttribute('aria-invalid', 'true')
      await expect(pickup).toHaveAccessibleDescription(required)
      expect(page.url()).toBe(startUrl)
      expect(errors).toEqual([])
    })
  })
}

test('typed text that is not a chosen branch asks the visitor to choose one', async ({ page }) => {
  await openStartPage(page, US)
  await pickupField(page, US).fill('Somewhere nice')
  await page.getByRole('button', { name: US.labels.submit }).click()
  await expect(pickupField(page, US)).toHaveAccessibleDescription('Choose a branch from the suggestions or from the list of all branches.')
})

// The dates and times must show whole in the narrowest layouts; fr-ch has the longest labels.
for (const width of [320, 375, 960, 1280, 1440]) {
  test(`date and time fields show their whole value at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/en-us/')
    await wakeAndWaitForIsland(page, 'booking-container')
    await expect(page.getByLabel(US.labels.pickupDate, { exact: true })).not.toHaveValue('')
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('form input:not([role]), form select')]
        .filter((control) => {
          const style = getComputedStyle(control)
          const probe = document.createElement('span')
          probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${style.font}`
          probe.textContent = control instanceof HTMLSelectElement ? control.selectedOptions[0].text : control.value
          document.body.append(probe)
          // A select's arrow takes about 24px.
          const needed = probe.getBoundingClientRect().width + (control instanceof HTMLSelectElement ? 24 : 0)
          probe.remove()
          return control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) < needed
        })
        .map((control) => control.id),
    )
    expect(clipped).toEqual([])
  })
}
