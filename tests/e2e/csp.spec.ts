// The Content-Security-Policy of the served site (engine/node/delivery/securityHeaders.ts, sent by tools/serve.ts from
// dist/client/_headers) blocks nothing a page of any template needs: no securitypolicyviolation event and no CSP
// console error while the page loads, its islands hydrate (visible ones scrolled to), the cookie banner is accepted
// (tag manager, video player) and, on the booking page, the funnel micro-app mounts.
import { expect, test, type Page } from '@playwright/test'
import { isoInDays } from './bookingSupport.ts'
import { waitForChrome } from './chromeSupport.ts'
import { waitForIslands } from './support.ts'

interface Template {
  name: string
  path: string
  status?: number
  /** The market chooser has no chrome script. */
  noChrome?: boolean
  /** What shows once the page's own JavaScript has done its work. */
  ready?: (page: Page) => Promise<void>
}

const TEMPLATES: Template[] = [
  { name: 'market chooser', path: '/', noChrome: true },
  { name: 'home', path: '/de-de/' },
  { name: 'airport promotion', path: '/de-de/flughafen/' },
  { name: 'branch directory', path: '/de-de/mietwagen/' },
  { name: 'branch page', path: '/de-de/mietwagen/fra-airport/' },
  {
    name: 'booking with the funnel app',
    path: `/de-de/booking/?branch=de-muc-airport&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30`,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Wählen Sie Ihr Fahrzeug' })).toBeVisible()
      // The app's stylesheet applies (adopted, not an inline <style> the CSP would block).
      await expect(page.locator('.phx-list').first()).toHaveCSS('display', 'grid')
    },
  },
  { name: 'ride home', path: '/de-de/ride/' },
  { name: 'help centre home', path: '/de-de/help-center/' },
  { name: 'help article', path: '/de-de/help-center/articles/fuel-policy/' },
  {
    name: 'help search',
    path: '/de-de/help-center/search/?q=Kaution',
    ready: async (page) => await expect(page.locator('main a[href*="/articles/"]').first()).toBeVisible(),
  },
  { name: 'help contact', path: '/de-de/help-center/contact/' },
  {
    name: 'legal page with a video',
    path: '/de-de/rental-information/',
    ready: async (page) =>
      await expect(page.locator('iframe[data-video-player]')).toHaveAttribute('src', 'https://video.example.com/embed/rental-basics'),
  },
  { name: 'share', path: '/de-de/share/' },
  { name: 'plus', path: '/de-de/plus/' },
  { name: 'manage booking', path: '/de-de/manage-booking/' },
  {
    name: 'zen reservation',
    path: `/de-de/reservation/?branch=de-muc-airport&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30`,
  },
  { name: 'fleet category', path: '/de-de/flotte/kombi/' },
  {
    name: 'zen layout (content width from CSS)',
    path: '/de-de/reservation/',
    // The width was a style attribute; it now comes from the chrome stylesheet (engine/theme/contentWidthCss.ts).
    ready: async (page) =>
      expect(
        await page.locator('[data-content-width]').evaluate((root) => getComputedStyle(root).getPropertyValue('--layout-content-width')),
      ).toBe('1288px'),
  },
  { name: 'market 404', path: '/de-de/no-such-page/', status: 404 },
]

declare global {
  interface Window {
    cspViolations: string[]
  }
}

test.describe('Content-Security-Policy', () => {
  for (const template of TEMPLATES) {
    test(`${template.name} (${template.path.split('?')[0]}) runs without a CSP violation`, async ({ page }) => {
      // The video host is fictitious: its player answers locally, so the frame loads and the CSP is checked against it.
      await page.route('https://video.example.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
      )
      await page.addInitScript(() => {
        window.cspViolations = []
        document.addEventListener('securitypolicyviolation', (event) =>
          window.cspViolations.push(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
          ),
        )
      })
      const consoleErrors: string[] = []
      page.on('console', (message) => {
        if (/content security policy|refused to/i.test(message.text())) consoleErrors.push(message.text())
      })

      const response = await page.goto(template.path)
      expect(response?.status()).toBe(template.status ?? 200)
      const policy = response?.headers()['content-security-policy'] ?? ''
      expect(policy).toContain("script-src 'self'")
      expect(policy).not.toContain('unsafe-inline')
      expect(policy).not.toContain('unsafe-eval')

      if (!template.noChrome) await waitForChrome(page)
      const acceptAll = page.locator('[data-consent-choice="all"]')
      if (await acceptAll.isVisible()) await acceptAll.click()
      // Every island hydrates, the "visible" ones once scrolled to, the 'intent' ones (the home page's search) once woken;
      // a folded one waits for the visitor to open it (the booking page's search editor, the home page's island above).
      for (const island of await page.locator('[data-island]').all()) await island.scrollIntoViewIfNeeded()
      await waitForIslands(page, { wake: true })
      await template.ready?.(page)

      expect(await page.evaluate(() => window.cspViolations)).toEqual([])
      expect(consoleErrors).toEqual([])
    })
  }

  test('the policy is the one written to dist/client/_headers, with the video frame as the only third party', async ({ request }) => {
    const policy = (await request.head('/de-de/')).headers()['content-security-policy']
    expect(policy).toMatch(/frame-ancestors 'self'/)
    expect(policy).toMatch(/frame-src https:\/\/video\.example\.com(;|$)/)
    expect(policy).toMatch(/style-src 'self'(;|$)/)
  })
})
