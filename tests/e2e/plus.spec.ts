// Protects the plus subscription page (SPEC §3, §4, §8, §9): a visitor on /de-de/ and /en-gb/
// filters the offers down to the offers-exhausted state and back, filters by electric and a budget (the
// URL reloads to the same result, the back button restores the last one), reads an offer's terms, and
// registers for the campaign twice (success, then the error dialog; 'Okay' and Escape close them and
// focus returns). Bad input: unknown URL filter values, a budget that is not a number or too low, an
// invalid email, an API that fails or answers slowly while filtering. axe at 375 and 1440 px, with both dialogs.
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, expectNoHorizontalScroll, waitForChrome, waitForEagerIslands } from './chromeSupport.ts'
import { collectErrors } from './support.ts'

const walks = [
  {
    market: 'de-de',
    heading: 'Plus: Ihr Auto im Monatsabo',
    all: 'Gefundene Angebote: 12',
    engine: 'Antrieb',
    electric: 'Elektro',
    type: 'Fahrzeugtyp',
    convertible: 'Cabrio',
    exhausted: 'Leider wurden keine Angebote gefunden',
    reset: 'Filter zurücksetzen',
    budget: 'Monatsbudget bis (EUR)',
    electricWithinBudget: 'Gefundene Angebote: 1',
    details: 'Details und Bedingungen: Orion Sedan Electric',
    term: /Flexible Laufzeit von 30 Tagen, verlängert sich monatlich: 549\s€ pro Monat/,
    email: 'E-Mail',
    register: 'Registrieren',
    success: 'Sie sind registriert',
    successText: 'Abo-Details',
    error: 'Etwas ist schiefgelaufen',
    mail: 'plus-support@de.example.com',
    okay: 'Okay',
    reviews: 'written',
  },
  {
    market: 'en-gb',
    heading: 'Plus: your car by monthly subscription',
    all: 'Offers found: 12',
    engine: 'Engine',
    electric: 'Electric',
    type: 'Vehicle type',
    convertible: 'Convertible',
    exhausted: 'Sorry, no offers found',
    reset: 'Reset filters',
    budget: 'Monthly budget up to (GBP)',
    electricWithinBudget: 'Offers found: 3',
    details: 'Details and terms: Orion Sedan Electric',
    term: /Flexible 30-day term, renewing monthly: £469 per month/,
    email: 'Email',
    register: 'Register',
    success: 'You are registered',
    successText: "'Subscription Details'",
    error: 'Something went wrong',
    mail: 'plus-support@gb.example.com',
    okay: 'Okay',
    reviews: 'rating-only',
  },
]

async function checkAccessibility(page: Page, label: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page, `${label} at ${width}px`)
    await expectNoHorizontalScroll(page, `${label} at ${width}px`)
    await page.screenshot({ path: test.info().outputPath(`${label.replace(/\W+/g, '_')}-${width}.png`), fullPage: width === 375 })
  }
}

const status = (page: Page) => page.locator('[data-plus-offers] [role="status"]')

for (const walk of walks) {
  test(`${walk.market}: filter to exhausted and back, electric within a budget, an offer's terms, register twice`, async ({ page }) => {
    const errors = collectErrors(page, { ignore: (message) => message.text().includes('409') })
    await page.goto(`/${walk.market}/plus/`)
    await waitForChrome(page)
    // The first offers are in the prerendered HTML, before any script runs.
    expect(await (await page.request.get(`/${walk.market}/plus/`)).text()).toContain('data-offer="orion-sedan-electric"')
    await waitForEagerIslands(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(walk.heading)
    await expect(status(page)).toHaveText(walk.all)
    await expect(page.locator('[data-plus-reviews]')).toHaveAttribute('data-plus-reviews', walk.reviews)
    await checkAccessibility(page, `${walk.market} plus`)

    await page.getByLabel(walk.engine).selectOption({ label: walk.electric })
    await page.getByLabel(walk.type).selectOption({ label: walk.convertible })
    await expect(status(page)).toHaveText(walk.exhausted)
    await expect(page).toHaveURL(/\?engine=electric&type=convertible$/)
    await expect(page.locator('[data-offer]')).toHaveCount(0)
    await page.locator('[data-plus-offers]').getByRole('button', { name: walk.reset }).last().click()
    await expect(status(page)).toHaveText(walk.all)
    await expect(page).toHaveURL(new RegExp(`/${walk.market}/plus/$`))
    // The back button restores the filters and their result.
    await page.goBack()
    await expect(status(page)).toHaveText(walk.exhausted)
    await expect(page.getByLabel(walk.type)).toHaveValue('convertible')
    await page.goForward()
    await expect(status(page)).toHaveText(walk.all)

    await page.getByLabel(walk.engine).selectOption({ label: walk.electric })
    await page.getByLabel(walk.budget).fill('600')
    await page.getByLabel(walk.budget).press('Enter')
    await expect(status(page)).toHaveText(walk.electricWithinBudget)
    await expect(page).toHaveURL(/\?engine=electric&budget=600$/)
    await page.reload()
    await waitForEagerIslands(page)
    await expect(status(page)).toHaveText(walk.electricWithinBudget)
    await expect(page.getByLabel(walk.engine)).toHaveValue('electric')
    await expect(page.getByLabel(walk.budget)).toHaveValue('600')

    const details = page.getByRole('button', { name: walk.details })
    await details.click()
    await expect(details).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('[data-offer="orion-sedan-electric"] [data-offer-details]')).toContainText(walk.term)

    const email = `e2e-${walk.market}-${Date.now()}@example.com`
    const register = page.getByRole('button', { name: walk.register })
    await page.getByLabel(walk.email, { exact: true }).fill(email)
    await register.click()
    const success = page.getByRole('dialog', { name: walk.success })
    await expect(success).toBeVisible()
    await expect(success).toContainText(walk.successText)
    await expect(success.getByRole('button', { name: walk.okay })).toBeFocused()
    await checkAccessibility(page, `${walk.market} plus success dialog`)
    await page.keyboard.press('Escape')
    await expect(success).toBeHidden()
    await expect(register).toBeFocused()

    await register.click()
    const error = page.getByRole('dialog', { name: walk.error })
    await expect(error).toBeVisible()
    await expect(error.getByRole('link', { name: walk.mail })).toHaveAttribute('href', `mailto:${walk.mail}`)
    // Focus stays in the dialog: Tab from the last control goes to the first.
    await error.getByRole('button', { name: walk.okay }).focus()
    await page.keyboard.press('Tab')
    await expect(error.getByRole('link', { name: walk.mail })).toBeFocused()
    await checkAccessibility(page, `${walk.market} plus error dialog`)
    await error.getByRole('button', { name: walk.okay }).click()
    await expect(error).toBeHidden()
    await expect(register).toBeFocused()
    expect(errors.filter((text) => !text.includes('Failed to load resource'))).toEqual([])
  })
}

test('a link with filter values that are not offered: they are ignored, named, and dropped from the URL', async ({ page }) => {
  await page.goto('/en-gb/plus/?engine=steam&budget=abc&type=suv&utm_source=mail')
  await waitForEagerIslands(page)
  await expect(page.locator('[data-plus-offers]').getByRole('alert')).toHaveText(
    'Some filters in the link are not offered and have been reset: Engine, Monthly budget up to (GBP).',
  )
  await expect(page).toHaveURL(/\?utm_source=mail&type=suv$/)
  await expect(page.getByLabel('Vehicle type')).toHaveValue('suv')
  await expect(page.getByLabel('Engine')).toHaveValue('')
  await expect(status(page)).toHaveText('Offers found: 2')
})

test('a budget that is not a number or below the minimum is refused with a message, and the list stays as it was', async ({ page }) => {
  await page.goto('/de-de/plus/')
  await waitForEagerIslands(page)
  const budget = page.getByLabel('Monatsbudget bis (EUR)')
  await budget.fill('viel')
  await budget.press('Enter')
  await expect(page.getByRole('alert')).toHaveText('Geben Sie das Budget als Zahl ein, zum Beispiel 600.')
  await expect(budget).toHaveAttribute('aria-invalid', 'true')
  await budget.fill('50')
  await budget.press('Enter')
  await expect(page.getByRole('alert')).toHaveText('Das Budget muss mindestens 400 € betragen.')
  await expect(page).toHaveURL(/\/plus\/$/)
  await expect(status(page)).toHaveText('Gefundene Angebote: 12')
})

test('an invalid or empty email is refused before anything is sent', async ({ page }) => {
  await page.goto('/en-gb/plus/')
  await waitForEagerIslands(page)
  const register = page.getByRole('button', { name: 'Register' })
  await register.click()
  await expect(page.getByText('Required field cannot be left empty.')).toBeVisible()
  await page.getByLabel('Email', { exact: true }).fill('not-an-email')
  await register.click()
  await expect(page.getByText('Invalid email', { exact: true })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('an API that fails or answers slowly while filtering: a translated error with retry, the filters kept', async ({ page }) => {
  await page.goto('/de-de/plus/')
  await waitForEagerIslands(page)
  await page.setExtraHTTPHeaders({ 'x-api-failure': 'error@subscriptionoffers' })
  await page.getByLabel('Antrieb').selectOption({ label: 'Hybrid' })
  const alert = page.locator('[data-plus-offers]').getByRole('alert')
  await expect(alert).toContainText('Die Angebote können gerade nicht geladen werden. Ihre Filter bleiben erhalten.')
  await expect(page.getByLabel('Antrieb')).toHaveValue('hybrid')
  await expect(page).toHaveURL(/\?engine=hybrid$/)
  await page.setExtraHTTPHeaders({ 'x-api-failure': 'slow:1500@subscriptionoffers' })
  await alert.getByRole('button', { name: 'Erneut versuchen' }).click()
  await expect(status(page)).toHaveText('Angebote werden geladen…')
  await expect(status(page)).toHaveText('Gefundene Angebote: 3')
  await page.setExtraHTTPHeaders({})
})

test('a market without plus has no plus page', async ({ request }) => {
  expect((await request.get('/sv-se/plus/')).status()).toBe(404)
})
