// Protects the ten layouts of SPEC §2: each renders its chrome, fits 375, 960 and 1440 px without horizontal
// scrolling, and passes axe (WCAG 2.2 AA tags), with the cookie banner showing as on a first visit.
import { expect, test, type Page } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { isoInDays } from './bookingSupport.ts'
import { collectErrors } from './support.ts'
import {
  WIDTHS,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  forbidThirdPartyRequests,
  waitForChrome,
  waitForEagerIslands,
} from './chromeSupport.ts'

const DIR = fileURLToPath(new URL('./screenshots/', import.meta.url))
const SEARCH = `?branch=de-muc-airport&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30`

interface LayoutCase {
  layout: string
  url: string
  header: 'menuAndLogin' | 'menu' | 'none'
  footer: 'full' | 'secondary' | 'none'
  check?: (page: Page, width: number) => Promise<void>
}

const LAYOUTS: LayoutCase[] = [
  {
    layout: 'ibe',
    url: '/de-de/',
    header: 'menuAndLogin',
    footer: 'full',
    async check(page) {
      // The optional top news banner sits above the menu bar; the booking container has its region.
      const order = await page.evaluate(() => {
        const top = document.querySelector('[data-slot="top"] [data-island="news-banner"]')
        const header = document.querySelector('[data-site-header]')
        return top && header ? top.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING : 0
      })
      expect(order).toBeTruthy()
      await expect(page.locator('main [data-slot="booking-container"] [data-island="booking-container"]')).toHaveCount(1)
    },
  },
  {
    layout: 'ride',
    url: '/de-de/ride/',
    header: 'menu',
    footer: 'full',
    async check(page, width) {
      await expect(page.locator('#ride-home-app[data-app-mount="ride-home"]')).toHaveCount(1)
      // The booking skeleton is replaced by the ride-home app once it mounts (SPEC §2).
      await expect(page.locator('[data-ride-home]')).toHaveAttribute('data-ride-home', 'mounted')
      await expect(page.locator('[data-booking-skeleton]')).toHaveCount(0)
      const tabs = page.locator('[data-product-line-tabs] ul a')
      const select = page.locator('[data-product-line-select]')
      if (width >= 1280) {
        await expect(tabs.first()).toBeVisible()
        await expect(page.locator('[data-product-line-tabs] a[aria-current="page"]')).toHaveAttribute('data-heading', 'ride')
        await expect(select).toBeHidden()
      } else {
        await expect(select).toBeVisible()
        await expect(tabs.first()).toBeHidden()
        await expect(select).toHaveValue('/de-de/ride/')
      }
    },
  },
  {
    layout: 'funnel',
    url: `/de-de/booking/${SEARCH}`,
    header: 'menuAndLogin',
    footer: 'none',
    async check(page) {
      const container = page.locator('[data-funnel-container]')
      // The funnel's own blocks (another team's) are placed in the container's mount point.
      expect(await container.locator('[data-funnel-mount] [data-island]').count()).toBeGreaterThan(0)
      await expect(container.locator('[data-funnel-overlay]')).toHaveAttribute('data-state', 'hidden', { timeout: 6000 })
      await expect(container).toHaveAttribute('aria-busy', 'false')
    },
  },
  {
    layout: 'zen',
    url: `/de-de/reservation/${SEARCH}`,
    header: 'menuAndLogin',
    footer: 'secondary',
    async check(page, width) {
      await expect(page.locator('[data-funnel-container][data-variant="zen"]')).toHaveCount(1)
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'zenWhite')
      const contentWidth = await page.locator('[data-funnel-container]').evaluate((element) => element.getBoundingClientRect().width)
      if (width >= 1280) expect(contentWidth).toBeLessThanOrEqual(1288)
      else expect(contentWidth).toBeLessThanOrEqual(width)
    },
  },
  {
    layout: 'standalone',
    url: '/de-de/long-term-rental/',
    header: 'menuAndLogin',
    footer: 'full',
    async check(page) {
      await expect(page.locator('main [data-slot="booking-container"] [data-island="booking-container"]')).toHaveCount(1)
    },
  },
  { layout: 'navigation', url: '/de-de/navigation-test/', header: 'menuAndLogin', footer: 'none' },
  { layout: 'navigationWithoutLayout', url: '/de-de/help/', header: 'menu', footer: 'none' },
  {
    layout: 'promotion',
    url: '/de-de/flughafen/',
    header: 'menuAndLogin',
    footer: 'full',
    async check(page) {
      await expect(page.locator('main picture img').first()).toBeVisible()
      await expect(page.locator('main [data-slot="booking-container"]')).toHaveCount(1)
    },
  },
  { layout: 'default', url: '/de-de/lkw-vermietung/', header: 'menuAndLogin', footer: 'full' },
  { layout: 'empty', url: '/de-de/app/deposit/', header: 'none', footer: 'none' },
]

for (const { layout, url, header, footer, check } of LAYOUTS) {
  for (const width of WIDTHS) {
    test(`layout ${layout} at ${width} px: chrome, no horizontal scroll, axe, screenshot`, async ({ page }) => {
      const errors = collectErrors(page)
      const thirdParty = forbidThirdPartyRequests(page)
      await page.setViewportSize({ width, height: 900 })
      await page.goto(url)
      await waitForChrome(page)
      await waitForEagerIslands(page)
      await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', layout)

      await expect(page.locator('[data-site-header]')).toHaveCount(header === 'none' ? 0 : 1)
      await expect(page.locator('[data-menu-toggle]')).toHaveCount(header === 'none' ? 0 : 1)
      await expect(page.locator('[data-login]')).toHaveCount(header === 'menuAndLogin' ? 1 : 0)
      await expect(page.locator('footer[data-site-footer]')).toHaveCount(footer === 'none' ? 0 : 1)
      if (footer !== 'none') await expect(page.locator('footer[data-site-footer]')).toHaveAttribute('data-site-footer', footer)
      // The cookie banner is on every page, the empty layout included.
      await expect(page.locator('[data-cookie-banner]')).toBeVisible()
      await check?.(page, width)

      await expectNoHorizontalScroll(page, `${url} at ${width} px`)
      await expectNoAxeViolations(page, `${url} at ${width} px`)

      // The screenshot shows the layout as a returning visitor sees it.
      await page.getByRole('button', { name: 'Alle akzeptieren' }).click()
      await expect(page.locator('[data-cookie-banner]')).toBeHidden()
      await expect(page.locator('[data-funnel-overlay]:not([data-state="hidden"])')).toHaveCount(0, { timeout: 6000 })
      await page.evaluate(() => {
        for (const img of document.querySelectorAll('img[loading="lazy"]')) img.setAttribute('loading', 'eager')
      })
      await expect.poll(() => page.evaluate(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0))).toBe(true)
      await page.screenshot({ path: `${DIR}layout-${layout}-${width}.png`, fullPage: true })
      expect(errors).toEqual([])
      expect(thirdParty).toEqual([])
    })
  }
}
