// The pickup location chooser (SPEC §2, §8, §9): suggestions as the visitor types, the overview of all
// branches, 'No results', the combobox keys, and input a visitor should not be able to break it with.
import { expect, test } from '@playwright/test'
import { DE, openStartPage, pickupField, US } from './bookingSupport.ts'
import { collectErrors, wakeAndWaitForIsland } from './support.ts'

test.describe('bad input never breaks the page', () => {
  test('one character asks for more, without a request', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => request.url().includes('/geosuggest') && requests.push(request.url()))
    await openStartPage(page, DE)
    await pickupField(page, DE).pressSequentially('M')
    await expect(page.getByText('Geben Sie mindestens 2 Zeichen ein, um Filialen zu sehen.')).toBeVisible()
    await page.waitForTimeout(400)
    expect(requests).toEqual([])
  })

  test('200 characters say the search is too long, without a request', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => request.url().includes('/geosuggest') && requests.push(request.url()))
    await openStartPage(page, US)
    const field = pickupField(page, US)
    await field.fill('a'.repeat(200))
    await expect(
      page.locator('p').filter({ hasText: "Your search can't be longer than 100 characters. Try something shorter" }),
    ).toBeVisible()
    await expect(field).toHaveValue('a'.repeat(200))
    await page.waitForTimeout(400)
    expect(requests).toEqual([])
  })

  test('only spaces show nothing and send nothing', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => request.url().includes('/geosuggest') && requests.push(request.url()))
    await openStartPage(page, US)
    const field = pickupField(page, US)
    await field.pressSequentially('     ')
    await page.waitForTimeout(400)
    await expect(field).toHaveAttribute('aria-expanded', 'false')
    expect(requests).toEqual([])
  })

  test('markup is searched as text: No results, nothing runs', async ({ page }) => {
    const errors = collectErrors(page)
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs++
      void dialog.dismiss()
    })
    await openStartPage(page, US)
    await pickupField(page, US).fill('<img src=x onerror=alert(1)><script>alert(2)</script>')
    await expect(page.locator('strong', { hasText: 'No results' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'No results' })).toHaveCount(1)
    await expect(page.locator('form img[src="x"], form script')).toHaveCount(0)
    expect(dialogs).toBe(0)
    expect(errors).toEqual([])
  })
})

test('suggestions answer to the combobox keys: arrows wrap, Escape closes then clears', async ({ page }) => {
  await openStartPage(page, DE)
  const field = pickupField(page, DE)
  await field.pressSequentially('Berlin')
  const options = page.getByRole('listbox').getByRole('option')
  await expect(options).toHaveCount(2)
  await field.press('ArrowDown')
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
  await field.press('ArrowDown')
  await field.press('ArrowDown')
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
  await field.press('ArrowUp')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await field.press('Escape')
  await expect(field).toHaveAttribute('aria-expanded', 'false')
  await expect(field).toHaveValue('Berlin')
  await field.press('Escape')
  await expect(field).toHaveValue('')
  // A suggestion can be chosen with the mouse too, and then says where the branch is.
  await field.pressSequentially('Ham')
  await page.getByRole('option', { name: /Hamburg Hauptbahnhof/ }).click()
  await expect(field).toHaveValue('Hamburg Hauptbahnhof')
  await expect(field).toHaveAccessibleDescription(/Kirchenallee 34, 20099 Hamburg/)
})

test('the overview lists every branch by type, opens, closes and chooses', async ({ page }) => {
  const errors = collectErrors(page)
  await openStartPage(page, DE)
  const toggle = page.getByRole('button', { name: 'Alle Filialen anzeigen' })
  await toggle.click()
  const overview = page.getByRole('dialog', { name: 'Alle Filialen' })
  await expect(overview).toBeVisible()
  for (const heading of ['Flughäfen', 'Bahnhöfe', 'Stadtfilialen'])
    await expect(overview.getByRole('heading', { name: heading })).toBeVisible()
  // The seven branches, each named with its address (the city list is branches-near-you.spec.ts's).
  await expect(overview.getByRole('button', { name: /\d{5} / })).toHaveCount(7)
  await overview.getByRole('button', { name: 'Liste der Filialen schließen' }).click()
  await expect(overview).toBeHidden()
  await expect(page.getByRole('button', { name: 'Alle Filialen anzeigen' })).toBeFocused()

  await page.getByRole('button', { name: 'Alle Filialen anzeigen' }).click()
  await overview.getByRole('button', { name: /^Köln Hauptbahnhof/ }).click()
  await expect(overview).toBeHidden()
  await expect(pickupField(page, DE)).toHaveValue('Köln Hauptbahnhof')
  await expect(pickupField(page, DE)).toBeFocused()
  expect(errors).toEqual([])
})

test('No results for a place without branches', async ({ page }) => {
  await openStartPage(page, DE)
  await pickupField(page, DE).pressSequentially('Atlantis')
  await expect(page.locator('strong', { hasText: 'Keine Ergebnisse' })).toBeVisible()
  await expect(page.getByText('Prüfen Sie die Schreibweise oder zeigen Sie unten alle Filialen an.')).toBeVisible()
})

test('an airport promotion page starts with its airport chosen', async ({ page }) => {
  await page.goto('/de-de/flughafen/')
  await wakeAndWaitForIsland(page, 'booking-container')
  await expect(pickupField(page, DE)).toHaveValue('München Flughafen')
})

test('branch search crosses countries silently: on /de-de/ "FRA" names the country of Paris, Guadeloupe and San Francisco, not of Frankfurt', async ({
  page,
}) => {
  await openStartPage(page, DE)
  await pickupField(page, DE).pressSequentially('FRA')
  const options = page.getByRole('option')
  await expect(options.filter({ hasText: 'Frankfurt' }).first()).not.toContainText('Deutschland')
  await expect(options.filter({ hasText: 'Roissy' })).toContainText('Frankreich')
  await expect(options.filter({ hasText: 'San Francisco' })).toContainText('Vereinigte Staaten')
  await expect(options.filter({ hasText: 'Saint-François' })).toContainText('Guadeloupe')
})
