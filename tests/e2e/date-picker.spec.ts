// The pickup date picker: closed days of the chosen branch (SPEC §4), minimum date, typed dates (SPEC §5), keyboard.
import { expect, test } from '@playwright/test'
import { addDays, addMonths, addYears, format } from 'date-fns'
import { toIsoDate as iso } from '../../engine/shared/isoDate.ts'
import { chooseBranchByKeyboard, DE, isoInDays, nextWeekday, openStartPage, shown, US } from './bookingSupport.ts'
import { collectErrors } from './support.ts'

const longGerman = (iso: string) => new Intl.DateTimeFormat('de-DE', { dateStyle: 'full' }).format(new Date(`${iso}T00:00:00`))

test('a struck-through closed day can still be clicked and empties the field: it is not selectable, keeps the date and says why (SPEC §4)', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await openStartPage(page, DE)
  await chooseBranchByKeyboard(page, DE, 'Innenst', 'München Innenstadt')
  const sunday = nextWeekday(0)
  const pickupDate = page.getByLabel(DE.labels.pickupDate, { exact: true })
  const before = await pickupDate.inputValue()

  await page.getByRole('button', { name: /^Abholdatum/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Abholdatum: Datum auswählen' })
  // Wait for the dialog before counting its days (count() does not wait).
  await expect(dialog).toBeVisible()
  if ((await dialog.locator(`[data-date="${sunday}"]`).count()) === 0) await dialog.getByRole('button', { name: 'Nächster Monat' }).click()
  // The calendar marks the branch's closed days, for the eye and for assistive technology, before the visitor picks one.
  const closed = dialog.locator(`[data-date="${sunday}"]`)
  await expect(closed).toHaveAttribute('aria-label', `${longGerman(sunday)}, Filiale geschlossen`)
  await expect(closed).toHaveAttribute('aria-disabled', 'true')
  // As a visitor's mouse does: Playwright would wait for an aria-disabled element to become enabled.
  await closed.click({ force: true })

  // Not taken: the dialog stays open with the spec's message, and the field keeps the date it had.
  const message = `München Innenstadt ist am ${longGerman(sunday)} geschlossen. Bitte wählen Sie ein anderes Datum.`
  await expect(dialog.getByRole('alert')).toHaveText(message)
  await expect(dialog).toBeVisible()
  await expect(pickupDate).toHaveValue(before)
  // The same by keyboard: Enter on the closed day does not take it either.
  await closed.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await expect(pickupDate).toHaveValue(before)
  // Moving on clears the message; an open day is taken.
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(pickupDate).not.toHaveValue(before)
  await expect(pickupDate).not.toHaveAttribute('aria-invalid', 'true')
  expect(errors).toEqual([])
})

test('a closed day typed into the field is reset and a message says so (SPEC §4)', async ({ page }) => {
  await openStartPage(page, DE)
  await chooseBranchByKeyboard(page, DE, 'Innenst', 'München Innenstadt')
  const sunday = nextWeekday(0)
  const pickupDate = page.getByLabel(DE.labels.pickupDate, { exact: true })
  await pickupDate.fill(shown(sunday, DE.datePattern))
  await pickupDate.press('Enter')
  await expect(pickupDate).toHaveValue('')
  const message = `München Innenstadt ist am ${longGerman(sunday)} geschlossen. Bitte wählen Sie ein anderes Datum.`
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
  await expect(pickupDate).toHaveAttribute('aria-invalid', 'true')
  await expect(pickupDate).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))

  // Another day clears the message.
  const monday = nextWeekday(1)
  await pickupDate.fill(shown(monday, DE.datePattern))
  await pickupDate.press('Enter')
  await expect(page.getByText(message)).toBeHidden()
  await expect(pickupDate).toHaveValue(shown(monday, DE.datePattern))
})

test('choosing a branch that is closed on the chosen day resets that day', async ({ page }) => {
  await openStartPage(page, US)
  const sunday = nextWeekday(0)
  const pickupDate = page.getByLabel(US.labels.pickupDate, { exact: true })
  await pickupDate.fill(shown(sunday, US.datePattern))
  await pickupDate.press('Tab')
  await expect(pickupDate).toHaveValue(shown(sunday, US.datePattern))
  await chooseBranchByKeyboard(page, US, 'Midtown', 'Manhattan Midtown')
  await expect(pickupDate).toHaveValue('')
  await expect(
    page.getByRole('alert').filter({ hasText: /^Manhattan Midtown is closed on Sunday, .+\. Please choose another date\.$/ }),
  ).toBeVisible()
})

test('a date typed in the wrong format is refused with a message and left as typed', async ({ page }) => {
  await openStartPage(page, DE)
  const pickupDate = page.getByLabel(DE.labels.pickupDate, { exact: true })
  const example = format(new Date(`${isoInDays(30)}T00:00:00`), 'dd.MM.yyyy')
  for (const typed of ['2026-12-24', '12/24/2026', '1/2/2027', 'morgen']) {
    await pickupDate.fill(typed)
    await pickupDate.press('Tab')
    await expect(pickupDate).toHaveValue(typed)
    await expect(pickupDate).toHaveAttribute('aria-invalid', 'true')
    await expect(
      page.getByRole('alert').filter({ hasText: `Geben Sie das Datum als TT.MM.JJJJ ein, zum Beispiel ${example}.` }),
    ).toBeVisible()
  }
  // Sending the form keeps the visitor on the page with the field focused.
  await page.getByRole('button', { name: DE.labels.submit }).click()
  await expect(page).toHaveURL(/\/de-de\/$/)
})

test('typing into the prefilled date appended to it ("27/11/202610/12/2026"): a click or Tab selects it, so typing replaces it', async ({
  page,
}) => {
  await openStartPage(page, US)
  const pickupDate = page.getByLabel(US.labels.pickupDate, { exact: true })
  const wanted = format(new Date(`${isoInDays(40)}T00:00:00`), 'MM/dd/yyyy')
  await expect(pickupDate).not.toHaveValue('')
  // With the mouse, as a visitor clicks into the field.
  await pickupDate.click()
  await pickupDate.pressSequentially(wanted)
  await expect(pickupDate).toHaveValue(wanted)
  await pickupDate.press('Tab')
  await expect(pickupDate).toHaveValue(wanted)
  await expect(pickupDate).not.toHaveAttribute('aria-invalid', 'true')
  // With the keyboard: Shift+Tab back from the calendar button selects the date too.
  const later = format(new Date(`${isoInDays(41)}T00:00:00`), 'MM/dd/yyyy')
  await pickupDate.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(pickupDate).toBeFocused()
  await page.keyboard.type(later)
  await expect(pickupDate).toHaveValue(later)
})

test('typed "1.2.2027" or "01.02.27" was refused in a dd.MM.yyyy market: both are read as 1 February 2027 and written out', async ({
  page,
}) => {
  await openStartPage(page, DE)
  const pickupDate = page.getByLabel(DE.labels.pickupDate, { exact: true })
  for (const typed of ['1.2.2027', '01.02.27']) {
    await pickupDate.fill(typed)
    await pickupDate.press('Tab')
    await expect(pickupDate).toHaveValue('01.02.2027')
    await expect(pickupDate).not.toHaveAttribute('aria-invalid', 'true')
  }
})

test('dates before today cannot be chosen, by typing, clicking or keys', async ({ page }) => {
  await openStartPage(page, US)
  const pickupDate = page.getByLabel(US.labels.pickupDate, { exact: true })
  await pickupDate.fill(shown(isoInDays(-1), US.datePattern))
  await pickupDate.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: `Choose a date from ${shown(isoInDays(0), US.datePattern)} on.` })).toBeVisible()

  await page.getByRole('button', { name: /^Pickup date/ }).click()
  const dialog = page.getByRole('dialog')
  const yesterday = dialog.locator(`[data-date="${isoInDays(-1)}"]`)
  if ((await yesterday.count()) > 0) {
    await expect(yesterday).toHaveAttribute('aria-disabled', 'true')
    // Playwright would wait for an aria-disabled cell to become enabled: click it the way a visitor does anyway.
    await yesterday.click({ force: true })
    await expect(dialog).toBeVisible()
  }
  // Keys stop at today.
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp')
  await expect(dialog.locator(`[data-date="${isoInDays(0)}"]`)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(pickupDate).toHaveValue(shown(isoInDays(0), US.datePattern))
})

test('the calendar follows the APG keys and keeps focus inside until Escape', async ({ page }) => {
  await openStartPage(page, DE)
  const opener = page.getByRole('button', { name: /^Abholdatum/ })
  await opener.click()
  const dialog = page.getByRole('dialog')
  const focusedDate = async () => (await dialog.locator('[data-date]:focus').getAttribute('data-date'))!
  const dateOf = (value: string) => new Date(`${value}T00:00:00`)
  await expect(dialog.locator(`[data-date="${isoInDays(1)}"]`)).toBeFocused()
  // Two weeks ahead first: in this week, Home stops at the first day that can be picked (today or later).
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  expect(await focusedDate()).toBe(isoInDays(15))
  await page.keyboard.press('End')
  expect(dateOf(await focusedDate()).getDay()).toBe(0)
  await page.keyboard.press('Home')
  const monday = await focusedDate()
  expect(dateOf(monday).getDay()).toBe(1)
  await page.keyboard.press('PageDown')
  expect(await focusedDate()).toBe(iso(addMonths(dateOf(monday), 1)))
  await page.keyboard.press('Shift+PageDown')
  expect(await focusedDate()).toBe(iso(addYears(addMonths(dateOf(monday), 1), 1)))
  await page.keyboard.press('ArrowLeft')
  expect(await focusedDate()).toBe(iso(addDays(addYears(addMonths(dateOf(monday), 1), 1), -1)))
  // Tab cycles through the dialog's controls and never leaves it.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  await expect(page.getByLabel(DE.labels.pickupDate, { exact: true })).toHaveValue(shown(isoInDays(1), DE.datePattern))
})
