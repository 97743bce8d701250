// Protects the one page pipeline: `npm run dev` renders every template as the build writes it (the same HTML, asset
// URLs aside), styles the header and the blocks as the build does, and picks up a block added while it runs, after
// `npm run gen`, without a restart, and reloads only the open pages a saved document affects. The dev server runs in
// a scratch copy of the repository (devServerSupport.ts), so the block and the change these tests make never touch
// the working tree.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { addProbeBlock, type DevServer, startDevServer } from './devServerSupport.ts'

/** One page of every page template (pages/*.json), the market chooser and the 404 pages. */
const PAGES = [
  '/',
  '/de-de/',
  '/en-us/',
  '/ar-ae/',
  '/en-us/account/',
  '/en-us/airport/',
  '/en-us/auto-clubs/',
  '/en-us/car-rental/',
  '/en-us/car-rental/jfk-airport/',
  '/en-us/contacts/',
  '/en-us/faq/',
  '/en-us/fleet/',
  '/en-us/fleet/arven/',
  '/en-us/fleet/compact/',
  '/en-us/help-center/',
  '/en-us/help-center/articles/accepted-cards/',
  '/en-us/help-center/categories/booking/',
  '/en-us/help-center/sections/age/',
  '/en-us/help-center/contact/',
  '/en-us/help-center/search/',
  '/en-us/imprint/',
  '/de-de/app/deposit/',
  '/de-de/help/',
  '/en-us/ride/',
  '/de-de/long-term-rental/',
  '/de-de/reservation/',
  '/en-us/loyalty-cards/',
  '/en-us/manage-booking/',
  '/de-de/navigation-test/',
  '/en-us/booking/',
  '/en-us/partners/',
  '/en-us/plus/',
  '/en-us/privacy/',
  '/en-us/protection/',
  '/en-us/rental-information/',
  '/en-us/ride/help/articles/ride-meeting-point/',
  '/en-us/ride/help/sections/ride-pay/',
  '/de-de/share/',
  '/en-us/terms-conditions/',
  '/en-us/truck-rental/',
  '/de-de/404/',
  '/de-de/no-such-page/',
]

/**
 * The page without what differs by design: the stylesheet links, scripts and preloads, the island modules' URLs (source
 * modules on the dev server, chunks in a build: engine/shared/islandModules.ts), and the dev server's HMR client.
 */
function withoutAssets(html: string): string {
  return html
    .replace(/<link rel="(stylesheet|modulepreload)"[^>]*>/g, '')
    .replace(/"url":"[^"]*","imports":\[[^\]]*\]/g, '')
    .replace(/<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g, '')
    .replace(/<script type="module">[\s\S]*?<\/script>/g, '')
    .replace(/>\s+</g, '><')
}

/** '' when both are equal, else both texts around where they first differ. */
function firstDifference(served: string, built: string): string {
  if (served === built) return ''
  let at = 0
  while (served[at] === built[at]) at++
  const around = (text: string) => text.slice(Math.max(0, at - 150), at + 150)
  return `dev server: …${around(served)}…\nbuild:      …${around(built)}…`
}

let dev: DevServer

test.describe.configure({ mode: 'serial' })
test.setTimeout(240_000)

test.beforeAll(async () => {
  // The first page waits for the documents to validate and their data to load, as a build's data stage does.
  test.setTimeout(240_000)
  dev = await startDevServer()
})

test.afterAll(async () => {
  await dev?.stop()
})

test('the dev server renders one page of every template as the build wrote it, asset URLs aside', async ({ request }) => {
  for (const path of PAGES) {
    const built = await request.get(path)
    const served = await fetch(dev.url(path))
    expect(served.status, path).toBe(built.status())
    expect(firstDifference(withoutAssets(await served.text()), withoutAssets(await built.text())), path).toBe('')
  }
})

const STYLED = [
  { name: 'the header', selector: 'header' },
  { name: 'the footer', selector: '[data-site-footer]' },
  { name: 'the booking card', selector: '[data-island="booking-container"] section > div' },
  { name: 'the product cards', selector: '[data-block="product-cards"], main section' },
]
const PROPERTIES = [
  'display',
  'position',
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'padding',
  'margin',
  'box-shadow',
  'border-radius',
]

async function computedStyles(page: Page, url: string) {
  await page.goto(url)
  // The chrome script has run: it shows the cookie banner and reserves its height below the footer.
  await expect(page.locator('[data-cookie-banner]')).toBeVisible()
  await page.waitForFunction(() => document.documentElement.style.getPropertyValue('--cookie-banner-space') !== '')
  return page.evaluate(
    ({ styled, properties }) =>
      styled.map(({ name, selector }) => {
        const element = document.querySelector(selector)
        const style = element && getComputedStyle(element)
        return {
          name,
          found: Boolean(element),
          style: style ? properties.map((property) => `${property}: ${style.getPropertyValue(property)}`) : [],
        }
      }),
    { styled: STYLED, properties: PROPERTIES },
  )
}

test('the header and the blocks are styled on the dev server as in the build', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  for (const path of ['/de-de/', '/en-us/help-center/articles/accepted-cards/']) {
    const built = await computedStyles(page, `${baseURL}${path}`)
    const served = await computedStyles(page, dev.url(path))
    expect(built.find((part) => part.name === 'the header')?.found, `${path}: the build has a header`).toBe(true)
    expect(served, path).toEqual(built)
  }
  // Not the browser's defaults: the stylesheets arrived as CSS. (Vite may still be optimizing a dependency it found late
  // and reload the page, which aborts a navigation: try again until one arrives.)
  await expect(async () => {
    await page.goto(dev.url('/de-de/'))
  }).toPass({ timeout: 30_000 })
  await expect(page.locator('body')).not.toHaveCSS('margin', '8px')
})

// Before the block test: its `npm run gen` restarts Vite's server, and the reloads that restart sends out at a time
// of its own made this test see a page reload that no saved document caused (twice in fresh-clone runs).
test('a saved page document reloads the open pages made from it, and leaves the other open pages alone', async ({ browser }) => {
  // Room for the retries below: the 30-second default ended the test during its first wait on a busy machine.
  test.setTimeout(240_000)
  const context = await browser.newContext()
  // Open, with Vite's client connected (it logs so), and marked: a reload forgets the mark.
  const open = async (path: string) => {
    const page = await context.newPage()
    // Vite may reload while it optimizes a dependency it found late: try again until it answers.
    await expect(async () => {
      const connected = page.waitForEvent('console', {
        predicate: (message) => message.text().includes('[vite] connected'),
        timeout: 20_000,
      })
      // Awaited together: a goto that fails (Vite reloading) must not leave this attempt's wait to fail the test later.
      await Promise.all([connected, page.goto(dev.url(path))])
    }).toPass({ timeout: 150_000 })
    await page.evaluate(() => Object.assign(window, { notReloaded: true }))
    return page
  }
  const imprint = await open('/en-us/imprint/')
  const privacy = await open('/en-us/privacy/')
  // A reload of Vite's own (a dependency optimized late) reloads every page:
  // wait for 3 quiet seconds on both pages first, so what follows sees only the reloads the saved document causes.
  let loads = 0
  for (const page of [imprint, privacy]) page.on('load', () => loads++)
  await expect(async () => {
    const before = loads
    await privacy.waitForTimeout(3000)
    expect(loads).toBe(before)
  }).toPass({ timeout: 60_000 })
  await imprint.waitForLoadState()
  await privacy.waitForLoadState()
  for (const page of [imprint, privacy]) await page.evaluate(() => Object.assign(window, { notReloaded: true }))
  let privacyLoads = 0
  privacy.on('load', () => privacyLoads++)
  const imprintReloaded = imprint.waitForEvent('load', { timeout: 120_000 })
  const document = join(dev.root, 'pages/imprint.json')
  writeFileSync(document, readFileSync(document, 'utf8').replace('"titleHeading": true', '"titleHeading": false'))
  await imprintReloaded
  expect(await imprint.evaluate(() => 'notReloaded' in window)).toBe(false)
  // The event reached both pages at once: a moment later the privacy page has still not reloaded.
  await privacy.waitForTimeout(2000)
  expect(privacyLoads).toBe(0)
  expect(await privacy.evaluate(() => 'notReloaded' in window)).toBe(true)
  await context.close()
})

test('a block added while the dev server runs renders after npm run gen, without a restart', async ({ page }) => {
  await page.goto(dev.url('/de-de/'))
  await expect(page.locator('[data-probe-block]')).toHaveCount(0)
  await addProbeBlock(dev)
  // A page rendered while Vite still transforms the new module may lack its stylesheet: reload until both arrived.
  await expect(async () => {
    await page.goto(dev.url('/de-de/'))
    await expect(page.locator('[data-probe-block]')).toHaveText('Probe block added while the dev server ran', { timeout: 1000 })
    // Its stylesheet came with it.
    await expect(page.locator('[data-probe-block]')).toHaveCSS('outline-style', 'dashed', { timeout: 5000 })
  }).toPass({ timeout: 120_000 })
})
