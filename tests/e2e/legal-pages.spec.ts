// Protects the per-market legal and information pages (SPEC §2 per-market paths, §3 links): reached from the footer at
// the national domain's paths, written in content markup, with the market's support contact, accessible.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, expectNoHorizontalScroll, waitForChrome } from './chromeSupport.ts'
import { collectErrors, DESKTOP, MOBILE } from './support.ts'

test('the German footer leads to the privacy notice at the domain path, in German', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/de-de/')
  await waitForChrome(page)
  await page.locator('footer').getByRole('link', { name: 'Datenschutz' }).click()
  await expect(page).toHaveURL(/\/de-de\/informationen\/datenschutzhinweise\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Datenschutz/)
  await expect(page.locator('main h2').first()).toBeVisible()
  expect(errors).toEqual([])
})

test('the contacts page shows the market support phone and e-mail as links', async ({ page }) => {
  await page.goto('/de-de/contacts/')
  const details = page.locator('[data-contact-details]')
  await expect(details.getByRole('link', { name: '+49 800 000 0000' })).toHaveAttribute('href', 'tel:+498000000000')
  await expect(details.getByRole('link', { name: 'support@de.example.com' })).toHaveAttribute('href', 'mailto:support@de.example.com')
})

for (const path of [
  '/de-de/informationen/impressum/',
  '/en-us/terms-conditions/',
  '/en-us/privacy/',
  '/de-de/contacts/',
  '/en-us/faq/',
  '/de-de/protection/',
]) {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`${path} at ${viewport.width} px has one h1, no horizontal scroll and no axe violations`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const response = await page.goto(path)
      expect(response!.status()).toBe(200)
      await waitForChrome(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expectNoHorizontalScroll(page, path)
      await expectNoAxeViolations(page, path)
    })
  }
}

// SPEC §2, §9: the share product page with its FAQ (trips from a few minutes up to 27 days), as FAQPage data too.
test('the share page answers its FAQ in German and gives search engines FAQPage data', async ({ page }) => {
  await page.goto('/de-de/share/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carsharing: fahren, wenn Sie es brauchen')
  await expect(page.getByRole('heading', { name: 'Wie lange kann ich ein Auto teilen?' })).toBeVisible()
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
  expect(data['@type']).toBe('FAQPage')
  expect(data.mainEntity[0]).toMatchObject({ '@type': 'Question', name: 'Wie lange kann ich ein Auto teilen?' })
  expect(data.mainEntity[0].acceptedAnswer.text).toContain('27 Tagen')
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport)
    await expectNoHorizontalScroll(page, '/de-de/share/')
    await expectNoAxeViolations(page, `/de-de/share/ at ${viewport.width}`)
  }
})

test('a market that does not offer share has no share page', async ({ request }) => {
  expect((await request.get('/fr-fr/share/')).status()).toBe(404)
})
