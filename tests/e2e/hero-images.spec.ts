import { expect, test } from '@playwright/test'
import { DESKTOP, MOBILE } from './support.ts'

const URL_UNDER_TEST = '/en-us/airport/'

for (const { viewport, wanted, unwanted } of [
  { viewport: MOBILE, wanted: '-mobile.webp', unwanted: '-desktop.webp' },
  { viewport: DESKTOP, wanted: '-desktop.webp', unwanted: '-mobile.webp' },
]) {
  test(`hero at ${viewport.width} px loads only the ${wanted} image`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const heroRequests: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (/-(mobile|desktop)\.webp$/.test(path)) heroRequests.push(path)
    })
    await page.goto(URL_UNDER_TEST)
    const hero = page.locator('picture img').first()
    await expect(hero).toBeVisible()
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

    const currentSrc = await hero.evaluate((img: HTMLImageElement) => img.currentSrc)
    expect(currentSrc).toMatch(new RegExp(`${wanted.replace('.', '\\.')}$`))
    expect(heroRequests.length, `hero requests: ${heroRequests.join(', ')}`).toBeGreaterThan(0)
    expect(
      heroRequests.every((path) => path.endsWith(wanted)),
      `hero requests: ${heroRequests.join(', ')}`,
    ).toBe(true)
    expect(heroRequests.some((path) => path.endsWith(unwanted))).toBe(false)
  })
}

test('every image and the hero <source> declare width and height', async ({ page }) => {
  await page.goto(URL_UNDER_TEST)
  const missing = await page.evaluate(() =>
    [...document.querySelectorAll('img, picture > source')]
      .filter((element) => !/^\d+$/.test(element.getAttribute('width') ?? '') || !/^\d+$/.test(element.getAttribute('height') ?? ''))
      .map((element) => element.outerHTML.slice(0, 160)),
  )
  expect(missing).toEqual([])
  expect(await page.locator('picture > source[media][srcset*="-desktop.webp "][sizes]').count()).toBe(1)
  expect(await page.locator('picture > img[src$="-mobile.webp"]').count()).toBe(1)
  // The largest paint: high priority, responsive, never lazy, so it shows as early as it can.
  expect(await page.locator('picture > img[fetchpriority="high"][srcset][sizes="100vw"]:not([loading="lazy"])').count()).toBe(1)
})
