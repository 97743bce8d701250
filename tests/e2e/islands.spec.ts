import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { collectErrors } from './support.ts'

// The chrome (menu, cookie banner, prefetch) is one small plain-DOM script; React and the island runtime stay off static pages.
test('a static-only page loads only the chrome script: no React, no island runtime, no island', async ({ page }) => {
  const scripts: { path: string; body: Buffer }[] = []
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (response.request().resourceType() === 'script' || url.pathname.endsWith('.js') || url.pathname.endsWith('.mjs'))
      scripts.push({ path: url.pathname, body: await response.body() })
  })
  const errors = collectErrors(page)
  await page.goto('/de-de/navigation-test/')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('html')).toHaveAttribute('data-chrome', 'ready')
  await expect(page.locator('script[src]')).toHaveCount(1)
  await expect(page.locator('script[src]')).toHaveAttribute('src', /\/assets\/entries\/static\.[\w-]+\.js$/)
  await expect(page.locator('[data-island]')).toHaveCount(0)
  await expect(page.locator('#island-payload')).toHaveCount(0)
  // The entry and the chrome chunk it imports; nothing else (in either order: the chunk is preloaded from the head).
  const paths = scripts.map((script) => script.path)
  expect(paths).toHaveLength(2)
  expect(paths).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/assets\/entries\/static\.[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/chunks\/chunk-[\w-]+\.js$/),
    ]),
  )
  for (const { path, body } of scripts) {
    const code = body.toString('utf8')
    for (const marker of [
      'react.transitional.element',
      'react.element',
      'hydrateRoot',
      '__reactContainer',
      'entries/islands.',
      'i18next',
    ]) {
      expect(code.includes(marker), `${path} contains "${marker}"`).toBe(false)
    }
  }
  const gzipped = scripts.reduce((sum, { body }) => sum + gzipSync(body, { level: 9 }).length, 0)
  test.info().annotations.push({ type: 'chrome script gzipped bytes', description: String(gzipped) })
  expect(gzipped, 'the chrome script stays a few KB').toBeLessThan(6 * 1024)
  expect(errors).toEqual([])
})

test('a start page loads the island runtime and hydrates the news banner', async ({ page }) => {
  const errors = collectErrors(page)
  const runtime = page.waitForResponse((response) => /\/assets\/entries\/islands\.[\w-]+\.js$/.test(new URL(response.url()).pathname))
  await page.goto('/de-de/')
  expect((await runtime).status()).toBe(200)
  await expect(page.locator('script[type="module"][src*="/entries/islands."]')).toHaveCount(1)
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
  expect(
    keys.some((key) => key.split('.').includes('airportPromotion')),
    `message keys: ${keys.join(', ')}`,
  ).toBe(false)
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

/** Every script the page fetched, with its body. */
function recordScripts(page: import('@playwright/test').Page) {
  const scripts: { path: string; body: Buffer }[] = []
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (response.request().resourceType() === 'script' || url.pathname.endsWith('.js') || url.pathname.endsWith('.mjs'))
      scripts.push({ path: url.pathname, body: await response.body().catch(() => Buffer.alloc(0)) })
  })
  return scripts
}

// React's element symbol is in React and in Preact's compatibility layer, which stands in for React DOM in the browser.
const REACT_MARKERS = ['react.transitional.element', 'react.element', 'hydrateRoot', '__reactContainer']

// Issue 28 §3: a widget that only toggles or submits a form is a plain-DOM enhancer; its page loads no framework.
for (const { path, island, budget } of [
  { path: '/en-us/help-center/articles/fuel-policy/', island: 'help-feedback', budget: 10 * 1024 },
  { path: '/en-us/help-center/contact/', island: 'help-contact', budget: 16 * 1024 },
]) {
  test(`${path} brings its ${island} island to life without React, within ${budget / 1024} KB of JavaScript`, async ({ page }) => {
    const scripts = recordScripts(page)
    const errors = collectErrors(page)
    await page.goto(path)
    const element = page.locator(`[data-island="${island}"]`)
    await element.scrollIntoViewIfNeeded()
    await expect(element).toHaveAttribute('data-hydrated', 'true')
    await page.waitForLoadState('networkidle')
    for (const { path: script, body } of scripts)
      for (const marker of REACT_MARKERS) expect(body.toString('utf8').includes(marker), `${script} contains "${marker}"`).toBe(false)
    const gzipped = scripts.reduce((sum, { body }) => sum + gzipSync(body, { level: 9 }).length, 0)
    test.info().annotations.push({ type: `${path} JavaScript gzipped bytes`, description: String(gzipped) })
    expect(gzipped).toBeLessThanOrEqual(budget)
    expect(errors).toEqual([])
  })
}

test('the ride page loads the customer settings, its enhancer and micro-app, only when the visitor reaches them', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/en-us/ride/')
  await expect(page.locator('[data-island="ride-home"]')).toHaveAttribute('data-hydrated', 'true')
  await page.waitForLoadState('networkidle')
  const settings = page.locator('[data-island="customer-settings"]')
  await expect(settings).not.toHaveAttribute('data-hydrated', 'true')
  expect(requested.filter((path) => path.includes('customer-settings'))).toEqual([])
  await page.locator('[data-customer-settings]').scrollIntoViewIfNeeded()
  await expect(settings).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('[data-customer-settings]')).toHaveAttribute('data-customer-settings', 'mounted')
})

// Issue 28 §3: the micro-apps share one React; the blocks that mount them (ride booking, customer settings, debugger)
// are plain DOM, so the ride page runs that one React and not a second copy of the site's own.
test("the ride page runs one React, the micro-apps' shared one: the site loads no React of its own there", async ({ page }) => {
  const scripts = recordScripts(page)
  const errors = collectErrors(page)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/en-us/ride/')
  await expect(page.locator('[data-ride-home]')).toHaveAttribute('data-ride-home', 'mounted')
  await page.locator('[data-customer-settings]').scrollIntoViewIfNeeded()
  await expect(page.locator('[data-customer-settings]')).toHaveAttribute('data-customer-settings', 'mounted')
  await page.waitForLoadState('networkidle')
  const withReact = scripts
    .filter(
      // React's element symbol: React's own, or Preact's compatibility layer standing in for it (preactInBrowserPlugin.ts).
      ({ body }) => /react\.(transitional\.)?element/.test(body.toString('utf8')),
    )
    .map(({ path }) => path)
  expect(withReact.length, `scripts with React DOM: ${withReact.join(', ')}`).toBeGreaterThan(0)
  for (const path of withReact) expect(path, 'React DOM from the site rather than the micro-apps').toMatch(/^\/web-apps\//)
  const gzipped = scripts.reduce((sum, { body }) => sum + gzipSync(body, { level: 9 }).length, 0)
  test.info().annotations.push({ type: '/en-us/ride/ JavaScript gzipped bytes (all apps mounted)', description: String(gzipped) })
  expect(errors).toEqual([])
})
