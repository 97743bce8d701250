// Protects the cookie consent of SPEC §2, §4 and §9: accept or limited use, the choice is remembered and can be
// changed from the footer, non-essential cookies go without full consent, and the tag manager loads only after it.
import { expect, test } from '@playwright/test'
import { collectErrors } from './support.ts'
import { forbidThirdPartyRequests, waitForChrome } from './chromeSupport.ts'

const TAG_MANAGER = /\/consent\/tag-manager\.js\?id=GTM-EXAMPLEDE$/

test('the banner shows the categories, sits on layer 5000 and does not take focus', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/de-de/')
  await waitForChrome(page)
  const banner = page.locator('[data-cookie-banner]')
  await expect(banner).toBeVisible()
  await expect(banner).toHaveCSS('z-index', '5000')
  await expect(banner.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible()
  await expect(banner.getByRole('button', { name: 'Eingeschränkte Version nutzen' })).toBeVisible()
  const categories = banner.getByRole('list', { name: 'Cookie-Kategorien' })
  await expect(categories.getByText('Notwendig', { exact: true })).toBeVisible()
  await expect(categories.getByText('Performance', { exact: true })).toBeVisible()
  // Not modal: the page keeps focus order from the top, and the banner's choice comes right after the skip
  // link (it was last in the tab order, 49 tabs from the top).
  await page.keyboard.press('Tab')
  await expect(page.locator('a[href="#main"]')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(banner.getByRole('button', { name: 'Alle akzeptieren' })).toBeFocused()
  expect(errors).toEqual([])
})

test("at 375 px the banner never covers the page's main action", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/de-de/')
  await waitForChrome(page)
  await expect(page.locator('[data-cookie-banner]')).toBeVisible()
  const submit = page.getByRole('button', { name: 'Fahrzeuge anzeigen' })
  // The page reserves the banner's height in its scroll padding, so scrolling to the action shows it whole.
  await submit.evaluate((element) => element.scrollIntoView({ block: 'nearest' }))
  const hit = await submit.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.bottom - 2)
    return element.contains(top)
  })
  expect(hit).toBe(true)
  await submit.scrollIntoViewIfNeeded()
  await submit.click({ trial: true })
})

test('the limited version deletes every cookie without the sx_ prefix and loads no tag manager', async ({ page, context, baseURL }) => {
  const thirdParty = forbidThirdPartyRequests(page)
  const tagManager: string[] = []
  page.on('request', (request) => TAG_MANAGER.test(request.url()) && tagManager.push(request.url()))
  await context.addCookies([
    { name: '_tracking', value: '1', url: baseURL! },
    { name: 'sx_session', value: 'keep', url: baseURL! },
  ])
  await page.goto('/de-de/flughafen/')
  await waitForChrome(page)
  // Before any choice only essential cookies stay (deleted by code fetched when the page finds one).
  await expect.poll(() => page.evaluate(() => document.cookie)).not.toContain('_tracking')
  await page.getByRole('button', { name: 'Eingeschränkte Version nutzen' }).click()
  await expect(page.locator('[data-cookie-banner]')).toBeHidden()
  await page.evaluate(() => (document.cookie = 'late_tracker=1; path=/'))
  await page.reload()
  await waitForChrome(page)
  await expect(page.locator('[data-cookie-banner]')).toBeHidden()
  await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name).sort()).toEqual(['sx_consent', 'sx_session'])
  expect(tagManager).toEqual([])
  expect(thirdParty).toEqual([])
})

test('accepting all loads the tag manager now and on later pages; cookies stay', async ({ page, context }) => {
  const thirdParty = forbidThirdPartyRequests(page)
  await page.goto('/de-de/navigation-test/')
  await waitForChrome(page)
  const loaded = page.waitForRequest(TAG_MANAGER)
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click()
  await loaded
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { dataLayer?: { event: string }[] }).dataLayer?.some((entry) => entry.event === 'tagManager.loaded'),
      ),
    )
    .toBe(true)
  await page.evaluate(() => (document.cookie = 'analytics_id=7; path=/'))
  const again = page.waitForRequest(TAG_MANAGER)
  await page.goto('/de-de/')
  await again
  await expect(page.locator('[data-cookie-banner]')).toBeHidden()
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('analytics_id')
  expect(thirdParty).toEqual([])
})

test('cookie settings in the footer reopen the banner and the choice can change', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'sx_consent', value: 'all', url: baseURL! }])
  await page.goto('/de-de/lkw-vermietung/')
  await waitForChrome(page)
  const banner = page.locator('[data-cookie-banner]')
  await expect(banner).toBeHidden()
  const settings = page.getByRole('button', { name: 'Cookie-Einstellungen' })
  await settings.click()
  await expect(banner).toBeVisible()
  await expect(banner).toBeFocused()
  await banner.getByRole('button', { name: 'Eingeschränkte Version nutzen' }).click()
  await expect(banner).toBeHidden()
  await expect(settings).toBeFocused()
  expect((await context.cookies()).find((cookie) => cookie.name === 'sx_consent')?.value).toBe('limited')
})

test('the banner said the cookie settings are at the bottom of the page on layouts without them: only pages whose footer has the link say so', async ({
  page,
}) => {
  await page.goto('/de-de/')
  await waitForChrome(page)
  await expect(page.locator('[data-cookie-banner]')).toContainText('in den Cookie-Einstellungen unten auf der Seite')
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' })).toHaveCount(1)
  // The zen layout has the secondary footer, without cookie settings.
  await page.goto('/de-de/reservation/')
  await waitForChrome(page)
  const banner = page.locator('[data-cookie-banner]')
  await expect(banner).toBeVisible()
  await expect(banner).toContainText('um sie zu messen und zu verbessern.')
  await expect(banner).not.toContainText('unten auf der Seite')
})
