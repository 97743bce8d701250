// The home page of SPEC §2 in every market: hero, booking container, deal buttons, car models slider
// with 'See all cars'; images that do not shift the layout; axe with the interactive parts open.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './chromeSupport.ts'
import { answerCookieBanner, DE, isoInDays, openStartPage, pickupField, US } from './bookingSupport.ts'
import { collectErrors, MOBILE, DESKTOP, wakeAndWaitForIsland } from './support.ts'

for (const prefix of ['de-de', 'en-us', 'en-gb', 'fr-ch', 'es-us', 'pl-pl', 'ar-ae']) {
  test(`/${prefix}/ has the hero, the booking container, deals and the car models with 'See all cars'`, async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto(`/${prefix}/`)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('[data-island="booking-container"] form')).toBeVisible()
    const deals = page.locator('li > a:has(small)[href*="/booking/?category="]')
    expect(await deals.count()).toBeGreaterThanOrEqual(4)
    const slider = page.locator('[data-island="car-models-slider"]')
    const seeAll = slider.locator('a').first()
    await expect(seeAll).toHaveAttribute('href', new RegExp(`^/${prefix}/booking/$`))
    expect(await slider.locator('li').count()).toBeGreaterThanOrEqual(8)
    // Every image states its size, so nothing moves while it loads.
    const unsized = await page.evaluate(() =>
      [...document.images].filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.src),
    )
    expect(unsized).toEqual([])
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })
}

test('the car models slider moves a screen at a time and its arrows know the ends', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/en-us/')
  await answerCookieBanner(page)
  const slider = page.locator('[data-island="car-models-slider"]')
  await slider.scrollIntoViewIfNeeded()
  await expect(slider).toHaveAttribute('data-hydrated', 'true')
  const previous = slider.getByRole('button', { name: 'Previous cars' })
  const next = slider.getByRole('button', { name: 'Next cars' })
  await expect(previous).toBeDisabled()
  await next.click()
  await expect(previous).toBeEnabled()
  await expect.poll(() => slider.locator('ul').evaluate((list) => list.scrollLeft)).toBeGreaterThan(500)
  // At the end of the row (scrolled there by touch or keyboard) the forward arrow turns off.
  await slider.locator('ul').evaluate((list) => list.scrollTo({ left: list.scrollWidth, behavior: 'instant' }))
  await expect(next).toBeDisabled()
  // Each model links to the booking page filtered to its category.
  await expect(slider.getByRole('link', { name: 'Tarrock Pickup 4x4' })).toHaveAttribute('href', '/en-us/booking/?category=pickup-truck')
})

test('layout does not shift while the home page loads and hydrates', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  await page.addInitScript(() => {
    ;(window as unknown as { __shift: number }).__shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/de-de/')
  await wakeAndWaitForIsland(page, 'booking-container')
  await page.waitForLoadState('networkidle')
  // Google's "good" threshold for Cumulative Layout Shift.
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.1)
})

for (const viewport of [MOBILE, DESKTOP]) {
  test(`axe finds nothing with suggestions, overview, calendar and funnel open at ${viewport.width} px`, async ({ page }) => {
    // Six axe runs on long pages (the funnel's several steps among them).
    test.setTimeout(90_000)
    await page.setViewportSize(viewport)
    await openStartPage(page, DE)
    await pickupField(page, DE).pressSequentially('Mün')
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible()
    await expectNoAxeViolations(page, 'suggestions open')
    await pickupField(page, DE).press('Escape')
    await page.getByRole('button', { name: 'Alle Filialen anzeigen' }).click()
    await expect(page.getByRole('dialog', { name: 'Alle Filialen' }).getByRole('heading', { name: 'Flughäfen' })).toBeVisible()
    await expectNoAxeViolations(page, 'overview open')
    // The overview is a modal dialog: Escape closes it (its button is behind it).
    await page.keyboard.press('Escape')
    // Closing the long overview leaves the page scrolled with the search under the sticky header; start again from the top.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('button', { name: /^Abholdatum/ }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoAxeViolations(page, 'calendar open')
    await page.keyboard.press('Escape')

    await page.goto(`/en-us/booking/?branch=us-jfk-airport&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30`)
    await answerCookieBanner(page)
    await expect(page.getByRole('button', { name: US.choose }).first()).toBeVisible()
    await expectNoAxeViolations(page, 'offers')
    await page.getByRole('button', { name: US.choose }).first().click()
    await expect(page.getByRole('button', { name: US.toDriver })).toBeVisible()
    await expectNoAxeViolations(page, 'protection and extras')
    await page.getByRole('button', { name: US.toDriver }).click()
    await page.getByRole('button', { name: US.form.submit }).click()
    await expect(page.getByLabel(US.form.firstName)).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page, 'driver form with errors')
  })
}
