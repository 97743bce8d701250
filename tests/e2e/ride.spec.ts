// Protects the ride layout (SPEC §2, §4, §7, §9): on it the ride-home app replaces the booking skeleton,
// takes addresses chosen by keyboard and shows the first-ride discount in the market's currency; a failing
// bootstrapper leaves a translated message with a retry; the transfer component loads only after consent; the
// debugger mounts only in debug mode.
import { expect, test, type Page } from '@playwright/test'
import { format } from 'date-fns'
import { collectErrors } from './support.ts'
import { expectNoAxeViolations, expectNoHorizontalScroll, giveConsent, waitForChrome, waitForEagerIslands } from './chromeSupport.ts'

const MARKETS = [
  {
    path: '/de-de/ride/',
    pickup: { label: 'Abholadresse', query: 'Berlin', name: 'Am Spreebogen 27' },
    dropoff: { label: 'Zieladresse', query: 'Flughafen Berl', name: 'Flughafen Berlin Brandenburg, Terminal 1' },
    date: 'Datum',
    datePattern: 'dd.MM.yyyy',
    shownDate: /^\d{2}\.\d{2}\.\d{4}$/,
    time: 'Uhrzeit',
    submit: 'Fahrt anfragen',
    discount: /^15\s€ Rabatt auf Ihre erste Fahrt$/,
    loadError: 'Die Fahrtbuchung kann gerade nicht angezeigt werden.',
    retry: 'Erneut versuchen',
    menuGroups: ['Fahrdienst', 'Mehr von uns'],
    required: 'Dieses Pflichtfeld darf nicht leer bleiben.',
  },
  {
    path: '/en-us/ride/',
    pickup: { label: 'Pick-up address', query: 'New York', name: '58 Orchard Row' },
    dropoff: { label: 'Drop-off address', query: 'JFK', name: 'JFK Airport, Terminal 4' },
    date: 'Date',
    datePattern: 'MM/dd/yyyy',
    shownDate: /^\d{2}\/\d{2}\/\d{4}$/,
    time: 'Time',
    submit: 'Request ride',
    discount: /^\$15 off your first ride$/,
    loadError: 'The ride booking cannot be shown right now.',
    retry: 'Try again',
    menuGroups: ['Ride', 'More from us'],
    required: 'Required field cannot be left empty.',
  },
] as const

const rideHome = (page: Page) => page.locator('[data-ride-home]')

async function chooseByKeyboard(page: Page, label: string, query: string, name: string): Promise<void> {
  const field = page.getByRole('combobox', { name: label })
  await field.focus()
  await page.keyboard.type(query, { delay: 20 })
  const option = page.getByRole('option', { name: new RegExp(name) })
  await expect(option).toBeVisible()
  // Move down until the wanted place is the active option, then choose it with Enter.
  for (let step = 0; step < 10; step++) {
    await page.keyboard.press('ArrowDown')
    if ((await option.getAttribute('aria-selected')) === 'true') break
  }
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(field).toHaveValue(name)
  await expect(field).toHaveAttribute('aria-expanded', 'false')
}

/** Tomorrow as a visitor of the market types it. */
function tomorrow(pattern: string): string {
  return format(new Date(Date.now() + 24 * 60 * 60 * 1000), pattern)
}

for (const market of MARKETS) {
  test.describe(market.path, () => {
    test('the app replaces the skeleton; addresses are chosen by keyboard; the discount is in the market currency', async ({ page }) => {
      const errors = collectErrors(page)
      await page.goto(market.path)
      await waitForEagerIslands(page)
      await expect(rideHome(page)).toHaveAttribute('data-ride-home', 'mounted')
      await expect(page.locator('[data-booking-skeleton]')).toHaveCount(0)
      await expect(page.locator('#ride-home-app')).toBeVisible()
      await expect(page.locator('[data-first-ride-discount]')).toHaveText(market.discount)

      // Sending without anything names every missing field.
      await page.getByRole('button', { name: market.submit }).click()
      await expect(page.getByRole('combobox', { name: market.pickup.label })).toHaveAccessibleDescription(new RegExp(market.required))

      await chooseByKeyboard(page, market.pickup.label, market.pickup.query, market.pickup.name)
      await expect(page.getByRole('combobox', { name: market.pickup.label })).toHaveAccessibleDescription(/\S/)
      await chooseByKeyboard(page, market.dropoff.label, market.dropoff.query, market.dropoff.name)
      // The ride date showed the browser's format (11/23/2026 on a German page): it shows and reads the market's.
      const dateField = page.getByLabel(market.date, { exact: true })
      await expect(dateField).toHaveValue(market.shownDate)
      await dateField.fill('2026-13-45')
      await page.getByRole('button', { name: market.submit }).click()
      await expect(dateField).toHaveAttribute('aria-invalid', 'true')
      await dateField.fill(tomorrow(market.datePattern))
      await expect(dateField).toHaveValue(tomorrow(market.datePattern))
      // Sending the request itself: tests/e2e/ride-request.spec.ts.
      expect(errors).toEqual([])
    })

    test('with the bootstrapper failing, a translated message and a retry replace the skeleton', async ({ page }) => {
      let failing = true
      await page.route('**/web-apps/ride-home/bootstrapper.json', (route) =>
        failing ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
      )
      await page.goto(market.path)
      const notice = page.getByRole('alert').filter({ hasText: market.loadError })
      await expect(notice).toBeVisible()
      await expect(page.locator('[data-booking-skeleton]')).toHaveCount(0)
      failing = false
      await notice.getByRole('button', { name: market.retry }).click()
      await expect(notice).toBeHidden()
      await expect(rideHome(page)).toHaveAttribute('data-ride-home', 'mounted')
    })

    test('the ride layout has its own menu', async ({ page }) => {
      await page.goto(market.path)
      await waitForChrome(page)
      await expect(page.locator('#site-menu .column-heading')).toHaveText([...market.menuGroups])
    })
  })
}

// Lighthouse counted a layout shift of 0.19 on the ride page: the app drew a loading line, then its form, below a
// skeleton a sixth of its height, and the discount and what followed jumped down twice.
for (const width of [375, 1440]) {
  test(`the ride app takes the skeleton's place without shifting the page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { layoutShifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/de-de/ride/')
    await expect(rideHome(page)).toHaveAttribute('data-ride-home', 'mounted')
    await expect(page.locator('[data-first-ride-discount]')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Fahrt anfragen' })).toBeAttached()
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02)
  })
}

test('an address search with markup or 200 characters is just text, and never more than 100 characters', async ({ page }) => {
  const errors = collectErrors(page)
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs++
    return dialog.dismiss()
  })
  await page.goto('/de-de/ride/')
  await expect(rideHome(page)).toHaveAttribute('data-ride-home', 'mounted')
  const field = page.getByRole('combobox', { name: 'Abholadresse' })
  await field.fill('<img src=x onerror=alert(1)>')
  await expect(field).toHaveAccessibleDescription(/Keine Adresse in unserem Fahrgebiet gefunden/)
  expect(await page.locator('#ride-home-app img').count()).toBe(0)
  await field.fill('a'.repeat(200))
  expect((await field.inputValue()).length).toBeLessThanOrEqual(100)
  expect(dialogs).toBe(0)
  expect(errors).toEqual([])
})

test('a failing address search says so in words, and the next keystroke asks again', async ({ page }) => {
  let failing = true
  await page.route('**/v1/ride/addresses*', (route) =>
    failing ? route.fulfill({ status: 503, body: '{"message":"down"}' }) : route.continue(),
  )
  await page.goto('/en-us/ride/')
  await expect(rideHome(page)).toHaveAttribute('data-ride-home', 'mounted')
  const field = page.getByRole('combobox', { name: 'Pick-up address' })
  await field.pressSequentially('Hudso', { delay: 20 })
  await expect(field).toHaveAccessibleDescription(/Addresses cannot be loaded right now\./)
  failing = false
  await field.press('n')
  await expect(page.getByRole('option', { name: /214 Hudson Terrace/ })).toBeVisible()
})

test('the transfer component and the tag manager load only after consent, the consent loader first', async ({ page }) => {
  const loaded: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/\/ride-transfer\/|\/consent\//.test(url.pathname)) loaded.push(url.pathname + url.search)
  })
  await page.goto('/de-de/ride/')
  await waitForChrome(page)
  await expect(rideHome(page)).toHaveAttribute('data-ride-home', 'mounted')
  await expect(page.getByText('Der Transferplaner unseres Partners wird geladen, sobald Sie alle Cookies akzeptieren.')).toBeVisible()
  expect(loaded).toEqual([])
  await page.locator('[data-cookie-banner]').getByRole('button', { name: 'Alle akzeptieren' }).click()
  await expect(page.getByLabel('Flugnummer')).toBeVisible()
  await expect
    .poll(() => loaded.filter((path) => path.startsWith('/consent/')))
    .toEqual(['/consent/consent-loader.js?id=consent-example-0000', '/consent/tag-manager.js?id=GTM-EXAMPLE3'])
  expect(loaded).toContain('/ride-transfer/ride-transfer.js')
})

test('the debugger mounts in debug mode only: localhost is debug mode, the cookie decides first, garbage decides nothing', async ({
  page,
  context,
  baseURL,
}) => {
  const debuggerRequests: string[] = []
  page.on('request', (request) => request.url().includes('/web-apps/debugger/') && debuggerRequests.push(request.url()))
  await page.goto('/de-de/ride/')
  await expect(page.locator('[data-debugger]')).toHaveAttribute('data-debugger', 'mounted')
  const toggle = page.getByRole('button', { name: /^Debugger: stage$/ })
  await toggle.click()
  await expect(page.getByRole('complementary', { name: 'Debugger' })).toContainText('GTM-EXAMPLE3')

  await context.addCookies([{ name: 'sx_debug', value: 'false', url: baseURL! }])
  debuggerRequests.length = 0
  await page.reload()
  await waitForEagerIslands(page)
  await expect(rideHome(page)).toHaveAttribute('data-ride-home', 'mounted')
  await expect(page.locator('[data-debugger]')).toHaveAttribute('data-debugger', 'off')
  expect(debuggerRequests).toEqual([])

  await context.addCookies([{ name: 'sx_debug', value: '<garbage>', url: baseURL! }])
  await page.reload()
  await expect(page.locator('[data-debugger]')).toHaveAttribute('data-debugger', 'mounted')
})

for (const width of [375, 1440]) {
  for (const path of ['/de-de/ride/', '/en-us/ride/']) {
    test(`no axe violations and no horizontal scroll on ${path} at ${width} px`, async ({ page, context, baseURL }) => {
      await giveConsent(context, baseURL!, 'limited')
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await waitForEagerIslands(page)
      await expect(rideHome(page)).toHaveAttribute('data-ride-home', 'mounted')
      // The settings load when the visitor reaches them.
      await page.locator('[data-customer-settings]').scrollIntoViewIfNeeded()
      await expect(page.locator('[data-customer-settings]')).toHaveAttribute('data-customer-settings', 'mounted')
      await expectNoAxeViolations(page, `${path} at ${width}`)
      await expectNoHorizontalScroll(page, `${path} at ${width}`)
      await page.screenshot({ path: `test-results/ride/${path.split('/')[1]}-${width}.png`, fullPage: true })
    })
  }
}
