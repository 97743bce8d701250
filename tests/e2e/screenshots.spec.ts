import { expect, test } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { DESKTOP, MOBILE, waitForIslands } from './support.ts'

const DIR = fileURLToPath(new URL('./screenshots/', import.meta.url))

const PAGES = [
  { name: 'chooser', url: '/' },
  { name: 'de-de-start', url: '/de-de/' },
  { name: 'en-us-airport', url: '/en-us/airport/' },
  { name: 'fr-ch-aeroport', url: '/fr-ch/aeroport/' },
  {
    name: 'en-gb-booking',
    url: '/en-gb/booking/?pickup=Heathrow&pickupDate=2026-12-01&pickupTime=12:30&returnDate=2026-12-04&returnTime=08:30',
  },
]

for (const { name, url } of PAGES) {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`screenshot ${name} at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(url)
      await waitForIslands(page)
      // Lazy images below the fold: load them all before the full-page shot. Switched on every poll, because the
      // booking funnel (a micro-app) may render its lazy images after the islands have hydrated.
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              for (const img of document.querySelectorAll('img[loading="lazy"]')) img.setAttribute('loading', 'eager')
              return [...document.images].every((img) => img.complete && img.naturalWidth > 0)
            }),
          { message: 'all images loaded', timeout: 15_000 },
        )
        .toBe(true)
      await page.screenshot({ path: `${DIR}${name}-${viewport.width}.png`, fullPage: true })
    })
  }
}
