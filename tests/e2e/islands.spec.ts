import { expect, test } from '@playwright/test'
import { collectErrors } from './support.ts'

test('a static-only page ships no JavaScript and no island', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.resourceType() === 'script' || url.pathname.endsWith('.js') || url.pathname.endsWith('.mjs')) scripts.push(url.pathname)
  })
  const errors = collectErrors(page)
  await page.goto('/de-de/navigation-test/')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('script[src]')).toHaveCount(0)
  await expect(page.locator('[data-island]')).toHaveCount(0)
  await expect(page.locator('#island-payload')).toHaveCount(0)
  expect(scripts).toEqual([])
  expect(errors).toEqual([])
})

test('a start page loads the island runtime and hydrates the news banner', async ({ page }) => {
  const errors = collectErrors(page)
  const runtime = page.waitForResponse((response) => /\/assets\/entries\/.*islands_client.*\.js$/.test(new URL(response.url()).pathname))
  await page.goto('/de-de/')
  expect((await runtime).status()).toBe(200)
  await expect(page.locator('script[type="module"][src*="islands_client"]')).toHaveCount(1)
  const island = page.locator('[data-island="news-banner"]')
  await expect(island).toHaveAttribute('data-hydrate', /^(load|idle|visible)$/)
  await expect(island).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByTestId('news-banner')).toBeVisible()
  expect(errors).toEqual([])
})

test('the news banner follows the hash', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/de-de/#/bookings')
  await expect(page.locator('[data-island="news-banner"]')).toHaveAttribute('data-hydrated', 'true')
  const banner = page.getByTestId('news-banner')
  await expect(banner).toBeHidden()

  await page.evaluate(() => (location.hash = '#/?x=1'))
  await expect(banner).toBeVisible()

  await page.evaluate(() => (location.hash = '#/bookings'))
  await expect(banner).toBeHidden()

  await page.evaluate(() => (location.hash = '#/'))
  await expect(banner).toBeVisible()
  expect(errors).toEqual([])
})

test('the island payload carries only the texts the islands use', async ({ page }) => {
  await page.goto('/en-us/')
  const raw = await page.locator('script#island-payload[type="application/json"]').textContent()
  expect(raw).toBeTruthy()
  const payload = JSON.parse(raw!) as { env: { locale: string; links: Record<string, string> }; messages: Record<string, unknown> }
  expect(payload.env.locale).toBe('en-US')

  // Texts of the static blocks (hero, product cards, airport promotion …) stay out of the payload.
  const keys: string[] = []
  const walk = (value: unknown, path: string) => {
    if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key)
    else keys.push(path)
  }
  walk(payload.messages, '')
  expect(keys.some((key) => key.split('.').includes('airportPromotion')), `message keys: ${keys.join(', ')}`).toBe(false)
  expect(JSON.stringify(payload)).not.toContain('"airportPromotion"')
  expect(Object.keys(payload.messages).sort()).toEqual(expect.arrayContaining(['newsBanner', 'bookingContainer']))
  // Page chrome and other pages' texts are static HTML only.
  for (const top of ['airportPromotion', 'navigation', 'footer', 'header', 'marketChooser', 'errors', 'bookingSummary', 'navigationTest']) {
    expect(payload.messages, `payload messages must not contain "${top}"`).not.toHaveProperty(top)
  }
  // Of the start page's own texts only the banner text (an island prop) is needed.
  expect(keys.filter((key) => key.startsWith('start.'))).toEqual(['start.banner.text'])
  // Hero title text is rendered statically and is not in the payload.
  const heroTitle = (await page.locator('h1').first().textContent())!.trim()
  expect(raw).not.toContain(heroTitle)
})
