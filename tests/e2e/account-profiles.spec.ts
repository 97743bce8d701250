// Protects the account's Profiles and BusinessHub tabs and the debugger's place (issue 26 §7): the holder edits name,
// phone and address, bad values get German messages at their fields, and what was saved is there after a reload; the
// business programme's sign-up is kept by the API with a reference that a reload shows again; the debugger, open or
// closed, covers no link, button or field at 375 and 1440 px.
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, expectNoHorizontalScroll, waitForChrome } from './chromeSupport.ts'
import { collectErrors, DESKTOP, MOBILE } from './support.ts'

let counter = 0
const PASSWORD = 'correct-horse-9'

/** An account made and logged in through the API, in the page's own cookie jar. */
async function loggedIn(page: Page): Promise<string> {
  const email = `profiles.${Date.now()}.${++counter}@example.com`
  expect(
    (await page.request.post('/api/v2/users', { data: { firstName: 'Ana', lastName: 'Lopez', email, password: PASSWORD } })).status(),
  ).toBe(202)
  expect((await page.request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200)
  return email
}

async function openTab(page: Page, hash: string): Promise<void> {
  await page.goto('about:blank')
  await page.goto(`/de-de/account/${hash}`)
  await waitForChrome(page)
  const limited = page.locator('[data-consent-choice="limited"]')
  if (await limited.isVisible().catch(() => false)) await limited.click()
  await expect(page.locator('.msx-area')).toBeVisible()
}

test('de-de Profiles: bad values get German messages at their fields; saved values are there after a reload', async ({ page }) => {
  const errors = collectErrors(page)
  await loggedIn(page)
  await page.setViewportSize(MOBILE)
  await openTab(page, '#/profiles')
  const view = page.locator('[data-tab-view="profiles"]')
  await expect(view.getByRole('heading', { level: 2 })).toHaveText('Ihr Profil')
  await view.getByLabel('Vorname').fill('A'.repeat(51))
  await view.getByLabel('Telefonnummer (optional)').fill('ruf mich an')
  await view.getByLabel('Ort').fill('Berlin')
  await view.getByRole('button', { name: 'Änderungen speichern' }).click()
  await expect(view.getByLabel('Vorname')).toBeFocused()
  await expect(view.locator('[data-problem="firstName"]')).toHaveText('Höchstens 50 Zeichen.')
  await expect(view.locator('[data-problem="phone"]')).toHaveText('Geben Sie eine Telefonnummer mit 6 bis 15 Ziffern ein.')
  await expect(view.locator('[data-problem="street"]')).toHaveText('Dieses Pflichtfeld darf nicht leer bleiben.')
  await expectNoAxeViolations(page, 'Profiles with problems, 375 px')
  await expectNoHorizontalScroll(page, 'Profiles, 375 px')
  await page.screenshot({ path: test.info().outputPath('profiles-problems-375.png'), fullPage: true })

  await view.getByLabel('Vorname').fill('Anna')
  await view.getByLabel('Telefonnummer (optional)').fill('+49 30 1234567')
  await view.getByLabel('Straße und Hausnummer').fill('Hauptstraße 1')
  await view.getByLabel('Postleitzahl').fill('10115')
  await view.getByLabel('Land').selectOption('AT')
  await view.getByRole('button', { name: 'Änderungen speichern' }).click()
  await expect(view.getByRole('status')).toHaveText('Ihre Änderungen sind gespeichert.')
  await expect(page.locator('.msx-area h1')).toHaveText('Hallo, Anna')

  await page.setViewportSize(DESKTOP)
  await page.reload()
  await expect(view.getByLabel('Vorname')).toHaveValue('Anna')
  await expect(view.getByLabel('Telefonnummer (optional)')).toHaveValue('+49 30 1234567')
  await expect(view.getByLabel('Straße und Hausnummer')).toHaveValue('Hauptstraße 1')
  await expect(view.getByLabel('Postleitzahl')).toHaveValue('10115')
  await expect(view.getByLabel('Ort')).toHaveValue('Berlin')
  await expect(view.getByLabel('Land')).toHaveValue('AT')
  await expect(view.getByLabel('Land').locator('option:checked')).toHaveText('Österreich')
  await expectNoAxeViolations(page, 'Profiles, 1440 px')
  await page.screenshot({ path: test.info().outputPath('profiles-1440.png'), fullPage: true })
  expect(errors).toEqual([])
})

test('de-de BusinessHub: the sign-up is refused until complete, kept with a reference, and shown again after a reload', async ({
  page,
}) => {
  const errors = collectErrors(page, { ignore: (message) => /status of 404/.test(message.text()) })
  const email = await loggedIn(page)
  const sent: unknown[] = []
  page.on('request', (request) => request.url().endsWith('/api/v2/business/signups') && sent.push(request.postDataJSON()))
  await page.setViewportSize(MOBILE)
  await openTab(page, '#/businesshub')
  const view = page.locator('[data-tab-view="businesshub"]')
  await expect(view.getByRole('heading', { level: 2 })).toHaveText('Geschäftskundenprogramm')
  await view.getByRole('button', { name: 'Anfrage senden' }).click()
  await expect(view.locator('[data-problem="companyName"]')).toHaveText('Dieses Pflichtfeld darf nicht leer bleiben.')
  await expect(view.locator('[data-problem="companySize"]')).toHaveText('Dieses Pflichtfeld darf nicht leer bleiben.')
  await expect(view.locator('[data-problem="phone"]')).toHaveText('Dieses Pflichtfeld darf nicht leer bleiben.')
  expect(sent).toEqual([])
  await expect(view.getByLabel('Geschäftliche E-Mail-Adresse')).toHaveValue(email)
  await view.getByLabel('Firmenname').fill('Muster Logistik GmbH')
  await view.getByLabel('Anzahl der Fahrer').selectOption('10-49')
  await view.getByLabel('Telefonnummer').fill('+49 89 7654321')
  await expectNoAxeViolations(page, 'BusinessHub form, 375 px')
  await page.screenshot({ path: test.info().outputPath('businesshub-375.png'), fullPage: true })
  await view.getByRole('button', { name: 'Anfrage senden' }).click()

  const confirmation = view.locator('[data-business-sign-up]')
  await expect(confirmation).toContainText('Vielen Dank! Wir haben Ihre Anfrage am')
  const reference = await confirmation.getAttribute('data-business-sign-up')
  expect(reference).toMatch(/^BH-\d{8}$/)
  await expect(confirmation).toContainText(`Referenz: ${reference}`)
  expect(sent).toEqual([
    {
      companyName: 'Muster Logistik GmbH',
      companySize: '10-49',
      businessEmail: email,
      phone: '+49 89 7654321',
      country: 'DE',
      locale: 'de-DE',
    },
  ])
  await page.setViewportSize(DESKTOP)
  await page.reload()
  await expect(view.locator('[data-business-sign-up]')).toHaveAttribute('data-business-sign-up', reference!)
  await expect(view.locator('form')).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('businesshub-1440.png'), fullPage: true })
  expect(errors).toEqual([])
})

/**
 * The interactive elements outside the debugger that the debugger covers at the current scroll position: their box
 * meets the debugger's, and at the middle of where they meet the debugger is what the visitor would hit
 * (elementFromPoint). A sticky header passing over the docked debugger is the header covering it, not the reverse.
 */
function coveredByDebugger(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const panel = document.querySelector('.dbg')!
    const debuggerBox = panel.getBoundingClientRect()
    return [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')]
      .filter((element) => {
        if (element.closest('.dbg') || !element.checkVisibility()) return false
        const box = element.getBoundingClientRect()
        const [left, right] = [Math.max(box.left, debuggerBox.left), Math.min(box.right, debuggerBox.right)]
        const [top, bottom] = [Math.max(box.top, debuggerBox.top), Math.min(box.bottom, debuggerBox.bottom)]
        if (left >= right || top >= bottom) return false
        const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
        return hit !== null && panel.contains(hit)
      })
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`)
  })
}

for (const viewport of [MOBILE, DESKTOP])
  test(`the debugger covers no link, button or field, closed or open, anywhere on the page at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/de-de/ride/')
    await waitForChrome(page)
    const limited = page.locator('[data-consent-choice="limited"]')
    if (await limited.isVisible().catch(() => false)) await limited.click()
    await expect(page.locator('[data-debugger]')).toHaveAttribute('data-debugger', 'mounted')
    for (const state of ['closed', 'open']) {
      if (state === 'open') await page.getByRole('button', { name: /^Debugger: / }).click()
      // Measured at every screenful from the top to the bottom: a box fixed to the viewport would meet content somewhere.
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let top = 0; top < height; top += viewport.height / 2) {
        await page.evaluate((y) => window.scrollTo(0, y), top)
        expect(await coveredByDebugger(page), `${state}, scrolled to ${top}`).toEqual([])
      }
    }
    await page.locator('.dbg').scrollIntoViewIfNeeded()
    await page.screenshot({ path: test.info().outputPath(`debugger-${viewport.width}.png`) })
  })
