import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './chromeSupport.ts'
import { allSitemapEntries } from './sitemapSupport.ts'
import { collectErrors, MOBILE, waitForIslands } from './support.ts'

interface Case {
  url: string
  lang: string
  status?: number
  /** Market pages carry hreflang alternates; the chooser and the 404 page do not. */
  market?: boolean
  /** A page with "indexable": false (a test page, an app shell): noindex, no canonical, no alternates, not in the sitemap. */
  noindex?: boolean
}

const CASES: Case[] = [
  { url: '/', lang: 'en-US' },
  { url: '/de-de/', lang: 'de-DE', market: true },
  { url: '/de-ch/', lang: 'de-CH', market: true },
  { url: '/fr-ch/', lang: 'fr-CH', market: true },
  { url: '/en-gb/', lang: 'en-GB', market: true },
  { url: '/en-us/', lang: 'en-US', market: true },
  { url: '/es-us/', lang: 'es-US', market: true },
  { url: '/de-de/flughafen/', lang: 'de-DE', market: true },
  { url: '/de-ch/flughafen/', lang: 'de-CH', market: true },
  { url: '/fr-ch/aeroport/', lang: 'fr-CH', market: true },
  { url: '/en-gb/airport-car-hire/', lang: 'en-GB', market: true },
  { url: '/en-us/airport/', lang: 'en-US', market: true },
  { url: '/es-us/aeropuerto/', lang: 'es-US', market: true },
  { url: '/de-de/booking/', lang: 'de-DE', noindex: true },
  {
    url: '/en-us/booking/?pickup=JFK&pickupDate=2026-12-01&pickupTime=12:30&returnDate=2026-12-04&returnTime=08:30',
    lang: 'en-US',
    noindex: true,
  },
  { url: '/de-de/navigation-test/', lang: 'de-DE', noindex: true },
  { url: '/de-de/does-not-exist/', lang: 'de-DE', status: 404 },
  { url: '/does-not-exist/', lang: 'en-US', status: 404 },
]

for (const { url, lang, status = 200, market = false, noindex = false } of CASES) {
  test.describe(`page ${url}`, () => {
    test('status, lang, head links, no errors, no axe violations', async ({ page }) => {
      // The 404 page's own document answers 404 on purpose; Chromium logs that as a console error.
      const errors = collectErrors(page, {
        ignore: (message) =>
          status === 404 &&
          /status of 404/.test(message.text()) &&
          new URL(message.location().url).pathname === new URL(url, 'http://x').pathname,
      })
      const response = await page.goto(url)
      expect(response, 'navigation response').not.toBeNull()
      expect(response!.status()).toBe(status)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)

      if (noindex) {
        await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex')
        await expect(page.locator('head link[rel="canonical"], head link[rel="alternate"][hreflang]')).toHaveCount(0)
      } else if (status === 200) {
        await expect(page.locator('head meta[name="robots"]')).toHaveCount(0)
        const canonical = page.locator('head link[rel="canonical"]')
        await expect(canonical).toHaveCount(1)
        const canonicalPath = new URL((await canonical.getAttribute('href'))!).pathname
        expect(canonicalPath).toBe(new URL(url, 'http://x').pathname)
      }
      if (market) {
        const alternates = page.locator('head link[rel="alternate"][hreflang]')
        expect(await alternates.count()).toBeGreaterThanOrEqual(2)
        const hreflangs = await alternates.evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')))
        // x-default is the market chooser, named by the market homes only (the chooser names them back).
        if (new URL(url, 'http://x').pathname.split('/').length === 3) expect(hreflangs).toContain('x-default')
        else expect(hreflangs).not.toContain('x-default')
        // The page itself is among its alternates (hreflang of a market names the market, e.g. es-US).
        const hrefs = await alternates.evaluateAll((links) => links.map((link) => new URL(link.getAttribute('href')!).pathname))
        expect(hrefs).toContain(new URL(url, 'http://x').pathname)
      }

      await waitForIslands(page)
      await expectNoAxeViolations(page, url)
      expect(errors, `console/page errors on ${url}`).toEqual([])
    })

    test('no horizontal scroll at 375 px, also with the menu open; axe at 375 px', async ({ page }) => {
      await page.setViewportSize(MOBILE)
      await page.goto(url)
      await waitForIslands(page)
      const measure = () =>
        page.evaluate(() => {
          const root = document.documentElement
          // Names the elements that stick out, to make a failure actionable.
          const widest = [...document.body.querySelectorAll('*')]
            .filter((element) => element.checkVisibility() && element.getBoundingClientRect().right > root.clientWidth + 0.5)
            .slice(0, 5)
            .map(
              (element) =>
                `${element.tagName.toLowerCase()}.${element.className} right=${Math.round(element.getBoundingClientRect().right)}`,
            )
          return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest }
        })
      const closed = await measure()
      expect(closed.scrollWidth, `horizontal overflow on ${url}: ${closed.widest.join('; ')}`).toBeLessThanOrEqual(closed.clientWidth)

      // The open main menu must fit as well.
      const menu = page.locator('[data-menu-toggle]')
      if ((await menu.count()) > 0) {
        // On phones the burger shows only its icon; its text must still name it.
        await expect(menu).toHaveAccessibleName(/\S/)
        await menu.click()
        await expect(menu).toHaveAttribute('aria-expanded', 'true')
        await expect(page.locator('#site-menu')).toBeVisible()
        const open = await measure()
        expect(open.scrollWidth, `horizontal overflow with the menu open on ${url}: ${open.widest.join('; ')}`).toBeLessThanOrEqual(
          open.clientWidth,
        )
        expect(await page.evaluate(() => window.scrollX)).toBe(0)
      }
      // Phone layout (with the menu open where there is one) passes axe too, e.g. target sizes.
      await expectNoAxeViolations(page, `${url} at 375 px`)
    })
  })
}

test('the sitemaps list the indexable pages above and leave out the noindex ones, as entries and as alternates', async ({ request }) => {
  const sitemap = await allSitemapEntries(request)
  const pathOf = (url: string) => new URL(url, 'http://x').pathname
  for (const { url } of CASES.filter((entry) => entry.market)) expect(sitemap, url).toContain(`${pathOf(url)}</loc>`)
  for (const { url } of CASES.filter((entry) => entry.noindex)) expect(sitemap, url).not.toContain(`${pathOf(url)}"`)
  for (const { url } of CASES.filter((entry) => entry.noindex)) expect(sitemap, url).not.toContain(`${pathOf(url)}<`)
})
