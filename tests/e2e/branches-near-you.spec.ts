// Branches near you (issue 26 §5, SPEC §2 "Pickup location and city chooser (overview of all branches, closable)",
// §9 "At most 6 branches in location filter list"): the empty pickup field offers the branches nearest to where the
// request places the visitor (GET /v1/apps/geoip, no browser prompt), or to the browser's position after "use my
// location"; a geoip that fails, is slow or answers another country offers the market's main branches instead, never a
// wrong "near" one. The overview of all branches is a modal dialog with the market's cities (GET /v1/locations), and
// every branch page links directions in the visitor's map app.
import { expect, test, type Page } from '@playwright/test'
import { DE, openStartPage, pickupField, setApiFailure, US, type MarketCase } from './bookingSupport.ts'
import { expectNoAxeViolations } from './chromeSupport.ts'
import { collectErrors } from './support.ts'

const offered = (page: Page) => page.getByRole('listbox').getByRole('option')

/** A click opens the offered branches (focus alone does not: the form focuses the field to show "required"). */
async function focusEmptyPickup(page: Page, market: MarketCase) {
  const field = pickupField(page, market)
  await expect(field).toHaveValue('')
  await field.click()
  return field
}

test.describe('de-de, a visitor whose browser is set up in Germany', () => {
  test.use({ locale: 'de-DE' })

  test('the empty field offers the branches near München in km, asked once, without a prompt; the keyboard chooses one', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    const geoip: string[] = []
    page.on('request', (request) => request.url().includes('/v1/apps/geoip') && geoip.push(request.url()))
    await openStartPage(page, DE)
    // Nothing is asked before the visitor wants the field.
    expect(geoip).toEqual([])
    const field = await focusEmptyPickup(page, DE)
    await expect(page.getByRole('listbox', { name: 'Filialen in der Nähe von München' })).toBeVisible()
    await expect(page.getByText('Anhand Ihres ungefähren Standorts.')).toBeVisible()
    await expect(offered(page)).toHaveCount(2)
    await expect(offered(page).nth(0)).toContainText('München Innenstadt')
    await expect(offered(page).nth(0).locator('[data-distance]')).toHaveText(/^0,\d km$/)
    await expect(offered(page).nth(1)).toContainText('München Flughafen')
    await expect(offered(page).nth(1).locator('[data-distance]')).toHaveText(/^2\d km$/)
    await expect(field).toHaveAttribute('aria-expanded', 'true')
    await expectNoAxeViolations(page, '/de-de/ with the branches near München offered')

    await field.press('ArrowDown')
    await field.press('Enter')
    await expect(field).toHaveValue('München Innenstadt')
    await expect(field).toHaveAttribute('aria-expanded', 'false')
    expect(geoip).toHaveLength(1)
    expect(errors).toEqual([])
  })

  test('Down Arrow opens the offered branches from the keyboard; focus alone opens nothing', async ({ page }) => {
    await openStartPage(page, DE)
    const field = pickupField(page, DE)
    await field.focus()
    await page.waitForTimeout(300)
    await expect(field).toHaveAttribute('aria-expanded', 'false')
    await field.press('ArrowDown')
    await expect(page.getByRole('listbox', { name: 'Filialen in der Nähe von München' })).toBeVisible()
    await expect(offered(page)).toHaveCount(2)
  })

  test('typing replaces the offered branches with suggestions for the text', async ({ page }) => {
    await openStartPage(page, DE)
    const field = await focusEmptyPickup(page, DE)
    await expect(offered(page)).toHaveCount(2)
    await field.pressSequentially('Ham')
    await expect(page.getByRole('listbox', { name: 'Vorgeschlagene Filialen' })).toBeVisible()
    await expect(offered(page).first()).toContainText('Hamburg Hauptbahnhof')
  })

  test('"use my location" asks the browser only when pressed, and offers the branches near that position', async ({ page, context }) => {
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation({ latitude: 53.5511, longitude: 9.9937 })
    await page.addInitScript(() => {
      // Counts the position requests: none may happen before the button is pressed.
      const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation)
      ;(window as unknown as { positionRequests: number }).positionRequests = 0
      navigator.geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
        ;(window as unknown as { positionRequests: number }).positionRequests++
        original(...args)
      }
    })
    await openStartPage(page, DE)
    await focusEmptyPickup(page, DE)
    await expect(page.getByRole('listbox', { name: 'Filialen in der Nähe von München' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { positionRequests: number }).positionRequests)).toBe(0)
    await page.getByRole('button', { name: 'Meinen Standort verwenden' }).click()
    await expect(page.getByRole('listbox', { name: 'Filialen in Ihrer Nähe' })).toBeVisible()
    await expect(offered(page)).toHaveCount(1)
    await expect(offered(page).first()).toContainText('Hamburg Hauptbahnhof')
    await expect(offered(page).first().locator('[data-distance]')).toHaveText(/^\d,\d km$/)
    expect(await page.evaluate(() => (window as unknown as { positionRequests: number }).positionRequests)).toBe(1)
  })

  test('a denied position says so in German and offers the main branches', async ({ page, context }) => {
    await context.clearPermissions()
    await page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = (_success, failure) =>
        failure?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError)
    })
    await openStartPage(page, DE)
    await focusEmptyPickup(page, DE)
    await page.getByRole('button', { name: 'Meinen Standort verwenden' }).click()
    await expect(page.locator('[data-nearby-problem]')).toHaveText('Ihr Browser hat Ihren Standort nicht freigegeben.')
    await expect(page.getByRole('listbox', { name: 'Unsere wichtigsten Filialen' })).toBeVisible()
    await expect(offered(page).first()).toContainText('Berlin Brandenburg Flughafen')
    await expect(offered(page).locator('[data-distance]')).toHaveCount(0)
  })

  for (const failure of ['error@geoip', 'slow:6000@geoip', 'malformed@geoip']) {
    test(`a geoip that fails (${failure}) offers the main branches, without distances or an error`, async ({ page, context }) => {
      await setApiFailure(context, failure)
      const errors = collectErrors(page, { ignore: (message) => /Failed to load resource/.test(message.text()) })
      await openStartPage(page, DE)
      await focusEmptyPickup(page, DE)
      await expect(page.getByRole('listbox', { name: 'Unsere wichtigsten Filialen' })).toBeVisible({ timeout: 8000 })
      await expect(offered(page)).toHaveCount(6)
      await expect(offered(page).first()).toContainText('Berlin Brandenburg Flughafen')
      await expect(offered(page).locator('[data-distance]')).toHaveCount(0)
      await expect(page.getByText(/in der Nähe/)).toHaveCount(0)
      expect(errors).toEqual([])
    })
  }
})

test.describe('en-us', () => {
  test.use({ locale: 'en-US' })

  test('the empty field offers the branches near New York in miles', async ({ page }) => {
    await openStartPage(page, US)
    await focusEmptyPickup(page, US)
    await expect(page.getByRole('listbox', { name: 'Branches near New York' })).toBeVisible()
    await expect(offered(page).nth(0)).toContainText('Manhattan Midtown')
    await expect(offered(page).nth(0).locator('[data-distance]')).toHaveText(/^0\.\d mi$/)
    await expect(offered(page).nth(1)).toContainText('JFK Airport')
    await expect(offered(page).nth(1).locator('[data-distance]')).toHaveText(/^1\d mi$/)
  })

  test('regression: a visitor placed in Germany gets no German "near" branch on the US site, but its main branches', async ({
    page,
    context,
  }) => {
    await context.setExtraHTTPHeaders({ 'x-geoip-country': 'DE' })
    await openStartPage(page, US)
    await focusEmptyPickup(page, US)
    await expect(page.getByRole('listbox', { name: 'Our main branches' })).toBeVisible()
    await expect(offered(page).first()).toContainText("Chicago O'Hare Airport")
    await expect(offered(page).filter({ hasText: /München|Berlin|Hamburg/ })).toHaveCount(0)
    await expect(page.getByText(/Branches near/)).toHaveCount(0)
  })
})

test.describe('the overview of all branches', () => {
  test.use({ locale: 'de-DE' })

  test('is a dialog that takes the focus, keeps Tab inside, narrows by city and closes with Escape, focus back on its button', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await openStartPage(page, DE)
    const toggle = page.getByRole('button', { name: 'Alle Filialen anzeigen' })
    await toggle.click()
    const dialog = page.getByRole('dialog', { name: 'Alle Filialen' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toBeFocused()
    const cities = dialog.getByRole('list', { name: 'Städte' })
    await expect(cities.getByRole('button')).toHaveText([
      'Alle Städte',
      'Berlin',
      'Frankfurt am Main',
      'Hamburg',
      'Köln',
      'München',
      'Schönefeld',
    ])
    await expectNoAxeViolations(page, '/de-de/ with the overview open')

    // Tab and Shift+Tab go round the dialog's controls and never reach the page behind it.
    for (let step = 0; step < 20; step++) {
      await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }

    await cities.getByRole('button', { name: 'München' }).click()
    await expect(cities.getByRole('button', { name: 'München' })).toHaveAttribute('aria-pressed', 'true')
    const listed = dialog.getByRole('button', { name: /^(München|Berlin|Frankfurt|Hamburg|Köln)\b.*\d{5}/ })
    await expect(listed).toHaveCount(2)
    await cities.getByRole('button', { name: 'Alle Städte' }).click()
    await expect(listed).toHaveCount(7)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(toggle).toBeFocused()

    // The close button closes it too, focus back on the button again.
    await toggle.click()
    await dialog.getByRole('button', { name: 'Liste der Filialen schließen' }).click()
    await expect(dialog).toBeHidden()
    await expect(toggle).toBeFocused()

    // A click beside it closes it as well; choosing a branch puts it in the field, with the focus.
    await toggle.click()
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()
    await expect(toggle).toBeFocused()
    await toggle.click()
    await dialog.getByRole('button', { name: /^Hamburg Hauptbahnhof/ }).click()
    await expect(dialog).toBeHidden()
    await expect(pickupField(page, DE)).toHaveValue('Hamburg Hauptbahnhof')
    await expect(pickupField(page, DE)).toBeFocused()
    expect(errors).toEqual([])
  })
})

test.describe('directions on a branch page', () => {
  for (const { path, text, destination } of [
    { path: '/de-de/mietwagen/muc-airport/', text: 'Route planen', destination: '48.3538,11.7861' },
    { path: '/en-us/car-rental/jfk-airport/', text: 'Get directions', destination: '40.6413,-73.7781' },
  ]) {
    test(`${path} links directions in the visitor's map app, in a new tab that gets neither the page nor its address`, async ({ page }) => {
      await page.goto(path)
      const link = page.getByRole('link', { name: new RegExp(`^${text}`) })
      await expect(link).toBeVisible()
      const href = new URL((await link.getAttribute('href'))!)
      expect(`${href.origin}${href.pathname}`).toBe('https://www.google.com/maps/dir/')
      expect(href.searchParams.get('api')).toBe('1')
      expect(href.searchParams.get('destination')).toBe(destination)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    })
  }
})
