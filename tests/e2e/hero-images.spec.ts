import { expect, test } from '@playwright/test'
import { DESKTOP, MOBILE } from './support.ts'

const URL_UNDER_TEST = '/en-us/airport/'

// A hero file: the picture or one of its sized variants ("-phone-800w.webp"), in AVIF or WebP.
const heroFile = (kind: string) => new RegExp(`-${kind}(-\\d+w)?\\.(avif|webp)$`)

for (const { viewport, wanted, unwanted } of [
  { viewport: MOBILE, wanted: 'phone', unwanted: 'desktop' },
  { viewport: DESKTOP, wanted: 'desktop', unwanted: 'phone' },
]) {
  test(`hero at ${viewport.width} px loads only one ${wanted} image (its preload included)`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const heroRequests: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (heroFile('(phone|desktop)').test(path)) heroRequests.push(path)
    })
    await page.goto(URL_UNDER_TEST)
    const hero = page.locator('picture img').first()
    await expect(hero).toBeVisible()
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

    const currentSrc = await hero.evaluate((img: HTMLImageElement) => img.currentSrc)
    expect(currentSrc).toMatch(heroFile(wanted))
    // Chromium decodes AVIF, so it takes the picture's AVIF source (about half the bytes of the WebP).
    expect(currentSrc).toMatch(/\.avif$/)
    // The preload and the picture agree: one file, fetched once.
    expect(heroRequests, `hero requests: ${heroRequests.join(', ')}`).toEqual([new URL(currentSrc).pathname])
    expect(heroRequests.some((path) => heroFile(unwanted).test(path))).toBe(false)
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
  expect(await page.locator('picture > img[src$="-phone.webp"]').count()).toBe(1)
  // The largest paint: high priority, responsive, never lazy, so it shows as early as it can.
  expect(await page.locator('picture > img[fetchpriority="high"][srcset][sizes="100vw"]:not([loading="lazy"])').count()).toBe(1)
})

/** The candidates of a srcset ("a.webp 480w, b.webp 800w") as URL and width. */
function candidatesOf(srcset: string): { url: string; width: number }[] {
  return srcset.split(',').map((candidate) => {
    const [url, descriptor] = candidate.trim().split(/\s+/)
    return { url, width: Number(descriptor?.replace(/w$/, '')) }
  })
}

// Issue 27 §8 and 28 §6: the phone hero existed only at 375 px (upscaled 3.1x on a 390 px 3x phone). Every hero and
// card picture now offers sized files in a modern format that the server has, with sizes for its slot, and the hero's
// phone picture reaches 3x of a 390 px screen.
test('hero and card pictures offer existing WebP files per width, and the phone hero covers a 3x 390 px screen', async ({
  page,
  request,
}) => {
  await page.goto('/de-de/')
  const pictures = await page.evaluate(() =>
    [...document.querySelectorAll('picture > source, img[srcset]')].map((element) => ({
      tag: element.tagName.toLowerCase(),
      hero: element.closest('picture')?.querySelector('img[fetchpriority="high"]') != null,
      srcset: element.getAttribute('srcset') ?? '',
      sizes: element.getAttribute('sizes') ?? '',
      media: element.getAttribute('media'),
    })),
  )
  const cards = pictures.filter((picture) => !picture.hero)
  // The hero: desktop and phone, each in AVIF and WebP.
  expect(pictures.filter((picture) => picture.hero)).toHaveLength(4)
  expect(cards.length, 'the home page shows vehicle cards').toBeGreaterThan(3)
  // No card picture is left without a srcset, and each offers AVIF first.
  expect(await page.locator('main img:not([srcset])').count()).toBe(0)
  const pictureCount = await page.locator('picture').count()
  expect(await page.locator('picture > source[type="image/avif"]:first-child').count()).toBe(pictureCount)
  expect(await page.locator('picture > source:not([type="image/avif"]) + source[type="image/avif"]').count()).toBe(1)
  for (const picture of pictures) {
    expect(picture.sizes, `${picture.srcset}: sizes`).not.toBe('')
    for (const { url, width } of candidatesOf(picture.srcset)) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()['content-type'], url).toMatch(/^image\/(avif|webp)/)
      expect(width, `${url}: a width descriptor`).toBeGreaterThan(0)
    }
  }
  const phoneHero = pictures.find((picture) => picture.hero && picture.tag === 'img')!
  const phoneWidths = candidatesOf(phoneHero.srcset).map((candidate) => candidate.width)
  // 1x, 2x and 3x of a 390 px phone: the browser finds a file at least as wide as each (sizes is 100vw).
  for (const needed of [390, 780, 1170])
    expect(
      phoneWidths.some((width) => width >= needed),
      `${needed} px in ${phoneWidths}`,
    ).toBe(true)
  expect(phoneWidths.filter((width) => width < 780).length, 'a file for 1x phones, not only the 3x one').toBeGreaterThan(0)
})

// Issue 28 §6: "the LCP picture is preloaded with its imagesrcset".
test('the hero picture is preloaded per screen with the srcset and sizes the picture uses', async ({ page }) => {
  await page.goto('/de-de/')
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll('head link[rel="preload"][as="image"]')].map((link) => ({
      srcset: link.getAttribute('imagesrcset'),
      sizes: link.getAttribute('imagesizes'),
      media: link.getAttribute('media'),
      type: link.getAttribute('type'),
      priority: link.getAttribute('fetchpriority'),
    })),
  )
  // The AVIF sources only: Chromium decodes AVIF, and a browser that does not skips a preload of that type.
  const hero = page.locator('picture:has(> img[fetchpriority="high"])')
  const desktop = hero.locator('> source[type="image/avif"][media]')
  const phone = hero.locator('> source[type="image/avif"]:not([media])')
  const sourceMedia = await desktop.getAttribute('media')
  expect(preloads).toEqual([
    { srcset: await desktop.getAttribute('srcset'), sizes: '100vw', media: sourceMedia, type: 'image/avif', priority: 'high' },
    {
      srcset: await phone.getAttribute('srcset'),
      sizes: '100vw',
      media: `not all and ${sourceMedia}`,
      type: 'image/avif',
      priority: 'high',
    },
  ])
  expect(preloads[0].srcset).toMatch(/-desktop\.avif 1600w$/)
})
