// Protects the ride that books (issue 26): /en-us/ride/ answered "Ride requested…" with zero network requests, the
// address search of a German ride suggested places abroad, and no price, reference or contact details were asked.
// Now a rider chooses street addresses of the service area, a class with its fixed price, gives name, email and
// phone; the request reaches the API, the confirmation shows the answered reference and price, the confirmation mail
// is in the outbox and its cancellation link cancels the ride. Bad input (a ride leaving the service area, a pickup
// too soon, the API down) gets a translated message and a way on.
import { expect, test, type Page } from '@playwright/test'
import { format } from 'date-fns'
import { collectErrors } from './support.ts'
import { expectNoAxeViolations, expectNoHorizontalScroll, giveConsent, waitForEagerIslands } from './chromeSupport.ts'

const MARKETS = [
  {
    path: '/de-de/ride/',
    country: 'DE',
    locale: 'de-DE',
    pickup: { label: 'Abholadresse', query: 'Lindenhof', name: 'Lindenhofstraße 14', id: 'de-berlin-1' },
    dropoff: { label: 'Zieladresse', query: 'Flughafen Berlin', name: 'Flughafen Berlin Brandenburg, Terminal 1', id: 'de-berlin-6' },
    date: 'Datum',
    datePattern: 'dd.MM.yyyy',
    time: 'Uhrzeit',
    className: 'Business',
    contact: { name: 'Vor- und Nachname', email: 'E-Mail', phone: 'Mobilnummer' },
    phone: '+49 30 1234567',
    submit: 'Fahrt anfragen',
    heading: 'Ihre Fahrt ist angefragt',
    price: /^\d+\s€$/,
    shownTime: /\d{2}\.\d{2}\.\d{4},? 10:30/,
    mailSent: (email: string) => `Wir haben die Bestätigung an ${email} gesendet.`,
    cancelInMail: 'Fahrt stornieren',
    cancel: 'Fahrt stornieren',
    cancelled: (reference: string) => `Ihre Fahrt ${reference} ist storniert.`,
  },
  {
    path: '/en-us/ride/',
    country: 'US',
    locale: 'en-US',
    pickup: { label: 'Pick-up address', query: 'Hudson', name: '214 Hudson Terrace', id: 'us-new-york-1' },
    dropoff: { label: 'Drop-off address', query: 'JFK', name: 'JFK Airport, Terminal 4', id: 'us-new-york-6' },
    date: 'Date',
    datePattern: 'MM/dd/yyyy',
    time: 'Time',
    className: 'Business',
    contact: { name: 'Full name', email: 'Email', phone: 'Mobile number' },
    phone: '+1 212 555 0100',
    submit: 'Request ride',
    heading: 'Your ride is requested',
    price: /^\$\d+$/,
    shownTime: /\d{2}\/\d{2}\/\d{4},? 10:30\sAM/,
    mailSent: (email: string) => `We have sent the confirmation to ${email}.`,
    cancelInMail: 'Cancel ride',
    cancel: 'Cancel ride',
    cancelled: (reference: string) => `Your ride ${reference} is cancelled.`,
  },
] as const

async function chooseAddress(page: Page, label: string, query: string, name: string): Promise<void> {
  const field = page.getByRole('combobox', { name: label })
  await field.fill('')
  await field.pressSequentially(query, { delay: 20 })
  const option = page.getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
  await expect(option).toBeVisible()
  for (let step = 0; step < 10; step++) {
    await page.keyboard.press('ArrowDown')
    if ((await option.getAttribute('aria-selected')) === 'true') break
  }
  await page.keyboard.press('Enter')
  await expect(field).toHaveAttribute('aria-expanded', 'false')
}

/** Two days ahead as the market writes it, and as the API receives it. */
function inTwoDays(pattern: string): { typed: string; iso: string } {
  const day = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000)
  return { typed: format(day, pattern), iso: format(day, 'yyyy-MM-dd') }
}

async function mountRideHome(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForEagerIslands(page)
  await expect(page.locator('[data-ride-home]')).toHaveAttribute('data-ride-home', 'mounted')
}

for (const market of MARKETS) {
  test(`${market.path}: a ride request reaches the API, is confirmed with its reference, mailed, and cancelled from the mail`, async ({
    page,
    baseURL,
  }) => {
    const errors = collectErrors(page)
    const email = `rider-${market.country.toLowerCase()}-${Date.now()}@example.com`
    await mountRideHome(page, market.path)
    await chooseAddress(page, market.pickup.label, market.pickup.query, market.pickup.name)
    await chooseAddress(page, market.dropoff.label, market.dropoff.query, market.dropoff.name)
    const day = inTwoDays(market.datePattern)
    await page.getByLabel(market.date, { exact: true }).fill(day.typed)
    await page.getByLabel(market.time, { exact: true }).selectOption('10:30')
    // The estimate: every class with its fixed price in the market's currency.
    const business = page.locator('[data-ride-class="business"]')
    await expect(business.locator('.rh-class-price')).toHaveText(market.price)
    const shownPrice = (await business.locator('.rh-class-price').textContent())!
    await page.getByRole('radio', { name: new RegExp(market.className) }).check()
    await page.getByLabel(market.contact.name, { exact: true }).fill('Ana Lopez')
    await page.getByLabel(market.contact.email, { exact: true }).fill(email)
    await page.getByLabel(market.contact.phone, { exact: true }).fill(market.phone)

    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/v1/ride/requests'),
    )
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/v1/ride/requests'))
    await page.getByRole('button', { name: market.submit }).click()
    expect((await sent).postDataJSON()).toEqual({
      country: market.country,
      pickupId: market.pickup.id,
      dropoffId: market.dropoff.id,
      pickupAt: `${day.iso}T10:30`,
      rideClass: 'business',
      name: 'Ana Lopez',
      email,
      phone: market.phone,
      locale: market.locale,
    })
    const response = await answered
    expect(response.status()).toBe(201)
    const ride = await response.json()

    // The confirmation takes the focus and shows what the API answered.
    const heading = page.getByRole('heading', { name: market.heading })
    await expect(heading).toBeFocused()
    const confirmation = page.locator('[data-ride-confirmation]')
    await expect(confirmation.locator('[data-ride-fact="reference"] dd')).toHaveText(ride.reference)
    await expect(confirmation.locator('[data-ride-fact="price"] dd')).toHaveText(shownPrice)
    await expect(confirmation.locator('[data-ride-fact="time"] dd')).toHaveText(market.shownTime)
    await expect(confirmation.locator('[data-ride-mail]')).toHaveText(market.mailSent(email))
    await expect(confirmation.locator('[data-ride-cancel-link]')).toHaveAttribute('href', new RegExp(`ride=${ride.reference}&token=`))

    // The mail is in the outbox with the reference; its cancellation link opens the ride page and cancels the ride.
    const row = page.locator('tbody tr', { hasText: email }).filter({ hasText: 'rideConfirmation' }).first()
    await expect(async () => {
      await page.goto(`${baseURL}/_dev/outbox/`)
      await expect(row).toBeVisible({ timeout: 500 })
    }).toPass({ timeout: 15_000 })
    await row.getByRole('link').click()
    await expect(page.locator('pre')).toContainText(ride.reference)
    const link = (await page.locator('pre a', { hasText: `ride=${ride.reference}` }).getAttribute('href'))!
    await page.goto(link)
    await waitForEagerIslands(page)
    await expect(page.locator('[data-ride-cancellation] [data-ride-fact="reference"] dd')).toHaveText(ride.reference)
    await page.getByRole('button', { name: market.cancel, exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: market.cancelled(ride.reference) })).toBeVisible()
    expect(errors).toEqual([])
  })
}

test('de-de bad input: a search abroad, a ride leaving the service area, a pickup too soon and the API down each say so and offer a way on', async ({
  page,
}) => {
  await mountRideHome(page, '/de-de/ride/')
  // A place the service does not drive to is not suggested; the cities it drives in are named.
  const pickupField = page.getByRole('combobox', { name: 'Abholadresse' })
  await pickupField.pressSequentially('Singapore', { delay: 20 })
  await expect(pickupField).toHaveAccessibleDescription(
    /Keine Adresse in unserem Fahrgebiet gefunden\. Wir fahren in Berlin, Hamburg und München/,
  )
  await expect(page.locator('#ride-home-app [role="listbox"] [role="option"]')).toHaveCount(0)

  // Berlin to München leaves the service area: the API refuses the estimate, the form says why and offers a new drop-off.
  await chooseAddress(page, 'Abholadresse', 'Lindenhof', 'Lindenhofstraße 14')
  await chooseAddress(page, 'Zieladresse', 'Isartor', 'Isartorgasse 9')
  const outside = page.locator('[data-ride-outside]')
  await expect(outside).toHaveRole('alert')
  await expect(outside).toContainText('München liegt außerhalb des Fahrgebiets dieser Fahrt')
  await outside.getByRole('button', { name: 'Zieladresse ändern' }).click()
  await expect(page.getByRole('combobox', { name: 'Zieladresse' })).toBeFocused()
  await chooseAddress(page, 'Zieladresse', 'Kastanienweg', 'Kastanienweg 3')
  await page.getByRole('radio', { name: /Economy/ }).check()

  // A pickup within the lead time on Berlin's clock: the time field says so and names the earliest pickup.
  const berlinNow = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  // 20 minutes from now, down to its quarter hour (the times offered): 5 to 20 minutes ahead, within the lead time.
  const soon = new Date(Math.floor((Date.now() + 20 * 60 * 1000) / 900_000) * 900_000)
  const berlinDay = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' })
  await page.getByLabel('Datum', { exact: true }).fill(berlinDay.format(soon))
  await page.getByLabel('Uhrzeit', { exact: true }).selectOption(berlinNow.format(soon))
  await page.getByLabel('Vor- und Nachname', { exact: true }).fill('Ana Lopez')
  await page.getByLabel('E-Mail', { exact: true }).fill('ana@example.com')
  await page.getByLabel('Mobilnummer', { exact: true }).fill('+49 30 1234567')
  await page.getByRole('button', { name: 'Fahrt anfragen' }).click()
  const timeField = page.getByLabel('Uhrzeit', { exact: true })
  await expect(timeField).toBeFocused()
  await expect(timeField).toHaveAccessibleDescription(
    /Wählen Sie eine Abholzeit mindestens 60 Minuten ab jetzt: frühestens \d{2}\.\d{2}\.\d{4}/,
  )

  // The API down: the request is kept, the alert says so, and sending again once it is back succeeds.
  const day = inTwoDays('dd.MM.yyyy')
  await page.getByLabel('Datum', { exact: true }).fill(day.typed)
  await timeField.selectOption('09:15')
  await page.route('**/v1/ride/requests', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
  )
  await page.getByRole('button', { name: 'Fahrt anfragen' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Der Fahrdienst ist gerade nicht erreichbar.' })).toBeVisible()
  await expect(page.getByLabel('Vor- und Nachname', { exact: true })).toHaveValue('Ana Lopez')
  await page.unroute('**/v1/ride/requests')
  const submit = page.locator('[data-ride-submit]')
  await expect(submit).toHaveText('Erneut versuchen')
  await submit.click()
  await expect(page.getByRole('heading', { name: 'Ihre Fahrt ist angefragt' })).toBeFocused()
})

for (const width of [375, 1440]) {
  test(`the filled request and its confirmation have no axe violations and no horizontal scroll at ${width} px`, async ({
    page,
    context,
    baseURL,
  }) => {
    await giveConsent(context, baseURL!, 'limited')
    await page.setViewportSize({ width, height: 900 })
    await mountRideHome(page, '/de-de/ride/')
    await chooseAddress(page, 'Abholadresse', 'Lindenhof', 'Lindenhofstraße 14')
    await chooseAddress(page, 'Zieladresse', 'Flughafen Berlin', 'Flughafen Berlin Brandenburg, Terminal 1')
    await page.getByLabel('Datum', { exact: true }).fill(inTwoDays('dd.MM.yyyy').typed)
    await page.getByLabel('Uhrzeit', { exact: true }).selectOption('10:30')
    await page.getByRole('radio', { name: /First Class/ }).check()
    await page.getByRole('button', { name: 'Fahrt anfragen' }).click()
    await expect(page.getByLabel('Vor- und Nachname', { exact: true })).toBeFocused()
    await expectNoAxeViolations(page, `filled request at ${width}`)
    await expectNoHorizontalScroll(page, `filled request at ${width}`)
    await page.screenshot({ path: `test-results/ride/request-${width}.png`, fullPage: true })
    await page.getByLabel('Vor- und Nachname', { exact: true }).fill('Ana Lopez')
    await page.getByLabel('E-Mail', { exact: true }).fill('ana@example.com')
    await page.getByLabel('Mobilnummer', { exact: true }).fill('+49 30 1234567')
    await page.getByRole('button', { name: 'Fahrt anfragen' }).click()
    await expect(page.getByRole('heading', { name: 'Ihre Fahrt ist angefragt' })).toBeFocused()
    await expectNoAxeViolations(page, `confirmation at ${width}`)
    await expectNoHorizontalScroll(page, `confirmation at ${width}`)
    await page.screenshot({ path: `test-results/ride/confirmation-${width}.png`, fullPage: true })
  })
}
