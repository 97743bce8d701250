// Protects the navigation behaviour of SPEC §4 and §9 on static pages: prefetching of linked pages in view
// (3000 ms, batches of 4, skipped with data saver or a metered connection; each document once whatever its query, and
// at once on hover or focus: issue 28 §4), the tomato progress bar after 1000 ms, and the product-line select.
import { expect, test } from '@playwright/test'
import { giveConsent, waitForChrome } from './chromeSupport.ts'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

const prefetched = (page: import('@playwright/test').Page) =>
  page
    .locator('link[rel="prefetch"][data-prefetch]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))

test('pages linked from the viewport are prefetched after 3000 ms, at most 4 per batch', async ({ page }) => {
  // A paused clock: only runFor moves the page's timers.
  await page.clock.install({ time: new Date('2026-06-01T08:00:00Z') })
  await page.clock.pauseAt(new Date('2026-06-01T08:00:01Z'))
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/de-de/navigation-test/')
  await waitForChrome(page)
  await page.clock.runFor(2900)
  expect(await prefetched(page)).toEqual([])
  await page.clock.runFor(200)
  const first = await prefetched(page)
  expect(first.length).toBeGreaterThan(0)
  expect(first.length).toBeLessThanOrEqual(4)
  expect(first.every((path) => path.startsWith('/de-de/') && path !== '/de-de/navigation-test/')).toBe(true)
  await page.clock.runFor(3000)
  const second = await prefetched(page)
  expect(second.length).toBeLessThanOrEqual(8)
  expect(new Set(second).size).toBe(second.length)
})

test('no prefetching with data saver on', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }))
  await page.clock.install({ time: new Date('2026-06-01T08:00:00Z') })
  await page.clock.pauseAt(new Date('2026-06-01T08:00:01Z'))
  await page.goto('/de-de/navigation-test/')
  await waitForChrome(page)
  await page.clock.runFor(10000)
  expect(await prefetched(page)).toEqual([])
})

test('no prefetching on a metered connection', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', type: 'cellular' } }))
  await page.clock.install({ time: new Date('2026-06-01T08:00:00Z') })
  await page.clock.pauseAt(new Date('2026-06-01T08:00:01Z'))
  await page.goto('/de-de/navigation-test/')
  await waitForChrome(page)
  await page.locator('main a[href]').first().hover()
  await page.clock.runFor(10000)
  expect(await prefetched(page)).toEqual([])
})

test('the home page prefetches each document once whatever its query', async ({ page }) => {
  const documents = (page: import('@playwright/test').Page) =>
    page
      .locator('link[rel="prefetch"][data-prefetch]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
  await page.clock.install({ time: new Date('2026-06-01T08:00:00Z') })
  await page.clock.pauseAt(new Date('2026-06-01T08:00:01Z'))
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/de-de/')
  await waitForChrome(page)
  // The home page links the booking page under several ?category= values.
  const bookingLinks = await page.locator('a[href*="/de-de/booking/?"]').count()
  expect(bookingLinks).toBeGreaterThan(1)
  await page.mouse.wheel(0, 4000)
  await page.clock.runFor(30000)
  const paths = await documents(page)
  expect(paths.length).toBeGreaterThan(0)
  expect(paths.filter((path) => path === '/de-de/booking/')).toHaveLength(1)
  expect(new Set(paths).size).toBe(paths.length)
})

test('a link the visitor points at or focuses is prefetched at once', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-06-01T08:00:00Z') })
  await page.clock.pauseAt(new Date('2026-06-01T08:00:01Z'))
  await page.goto('/de-de/navigation-test/')
  await waitForChrome(page)
  // Two visible links to two other documents.
  const links = page.locator('a[href^="/de-de/"]:visible:not([href="/de-de/navigation-test/"])')
  const first = links.first()
  const firstPath = (await first.getAttribute('href'))!.split('?')[0]
  const second = links.and(page.locator(`:not([href="${firstPath}"])`)).first()
  const secondPath = (await second.getAttribute('href'))!.split('?')[0]
  await first.hover()
  await expect.poll(() => prefetched(page)).toEqual([firstPath])
  await second.focus()
  await expect.poll(() => prefetched(page)).toEqual([firstPath, secondPath])
})

test('a navigation slower than 1000 ms shows the tomato progress bar', async ({ page }) => {
  // The old page is on its way out while the bar shows, so the page itself reports when the bar appears.
  const shown: { after: number; color: string }[] = []
  await page.exposeFunction('reportProgressBar', (after: number, color: string) => shown.push({ after, color }))
  await page.goto('/de-de/navigation-test/')
  await waitForChrome(page)
  await page.route('**/de-de/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500))
    await route.continue()
  })
  await page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('[data-navigation-progress]')!
    const clicked = { at: 0 }
    document.addEventListener('click', () => (clicked.at = performance.now()), { capture: true })
    new MutationObserver(() => {
      if (!bar.hidden)
        (window as unknown as { reportProgressBar: (after: number, color: string) => void }).reportProgressBar(
          performance.now() - clicked.at,
          getComputedStyle(bar).backgroundColor,
        )
    }).observe(bar, { attributes: true })
  })
  await expect(page.locator('[data-navigation-progress]')).toBeHidden()
  await page.locator('main').getByRole('link').first().click({ noWaitAfter: true })
  await expect.poll(() => shown.length, { timeout: 2500 }).toBeGreaterThan(0)
  expect(shown[0].after).toBeGreaterThanOrEqual(1000)
  expect(shown[0].color).toBe('rgb(255, 99, 71)')
  await expect(page).toHaveURL(/\/de-de\/$/)
})

test('below the large breakpoint the product-line select goes to the chosen product line', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 900 })
  await page.goto('/de-de/ride/')
  await waitForChrome(page)
  const select = page.locator('select[data-product-line-select]')
  await expect(select).toBeVisible()
  await expect(select).toHaveValue('/de-de/ride/')
  await select.selectOption({ label: 'Transporter' })
  await expect(page).toHaveURL(/\/de-de\/lkw-vermietung\/$/)
})

test('from the large breakpoint the product lines are tabs with the current one marked', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/de-de/ride/')
  const tabs = page.locator('[data-product-line-tabs] ul')
  await expect(tabs).toBeVisible()
  await expect(tabs.getByRole('link', { name: 'Fahrdienst' })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('select[data-product-line-select]')).toBeHidden()
})
