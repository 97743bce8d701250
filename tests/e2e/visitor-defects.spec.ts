// Defects a visitor met on the site, each test named after its defect.
// Checked against the built site; each test fails on the defect it is named after.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { DE, isoInDays, openStartPage, pickupField } from './bookingSupport.ts'
import { waitForChrome } from './chromeSupport.ts'
import { wakeAndWaitForIsland } from './support.ts'

/** Whether the element is what the visitor hits at its centre and near each corner (nothing lies over it). */
async function isUncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 3, box.top + 3],
      [box.right - 3, box.top + 3],
      [box.left + 3, box.bottom - 3],
      [box.right - 3, box.bottom - 3],
    ]
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y)
      return hit !== null && (element === hit || element.contains(hit))
    })
  })
}

/** Scrolls as a visitor would to bring the element into view (the page's scroll padding applies). */
async function scrollTo(target: Locator): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'nearest' }))
}

test.describe('at 1440 x 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the cookie banner covers the search button and the offer buttons at 1440x900', async ({ page }) => {
    await page.goto('/de-de/')
    await waitForChrome(page)
    await expect(page.locator('[data-cookie-banner]')).toBeVisible()
    const submit = page.getByRole('button', { name: DE.labels.submit })
    await scrollTo(submit)
    expect(await isUncovered(submit), 'search button uncovered').toBe(true)

    await page.goto(`/de-de/booking/?branch=de-muc-airport&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30`)
    await expect(page.locator('[data-cookie-banner]')).toBeVisible()
    const offers = page.getByRole('button', { name: DE.choose })
    await expect(offers.first()).toBeVisible()
    for (const offer of [offers.first(), offers.last()]) {
      // Pictures above may still load and move the list: scroll again until it stays, as a visitor would.
      await expect
        .poll(
          async () => {
            await scrollTo(offer)
            return isUncovered(offer)
          },
          { message: 'offer button uncovered' },
        )
        .toBe(true)
    }
  })

  test('the French-Swiss time label wraps out of line at 1440 (/fr-ch/ booking search)', async ({ page }) => {
    await page.goto('/fr-ch/')
    await wakeAndWaitForIsland(page, 'booking-container')
    const top = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((element) => Math.round(element.getBoundingClientRect().top))
    // The label that wraps ("Heure de prise en charge") must not push its control below the others.
    const tops = [
      await top('Date de prise en charge'),
      await top('Heure de prise en charge'),
      await top('Date de restitution'),
      await top('Heure de restitution'),
    ]
    expect(new Set(tops).size, `control tops ${tops.join(', ')}`).toBe(1)
    const submit = page.getByRole('button', { name: 'Afficher les véhicules' })
    const bottom = (target: Locator) => target.evaluate((element) => Math.round(element.getBoundingClientRect().bottom))
    expect(
      Math.abs((await bottom(submit)) - (await bottom(page.getByLabel('Heure de prise en charge', { exact: true })))),
    ).toBeLessThanOrEqual(3)
  })
})

test('the French-Swiss time label wraps out of line at 375 too: each pair of controls stays level', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/fr-ch/')
  const top = (label: string) =>
    page.getByLabel(label, { exact: true }).evaluate((element) => Math.round(element.getBoundingClientRect().top))
  expect(await top('Heure de prise en charge')).toBe(await top('Date de prise en charge'))
  expect(await top('Heure de restitution')).toBe(await top('Date de restitution'))
})

/** Every deal title fits its card, and no word of it is wider than the title's box (no word cut or sticking out). */
async function dealTitleProblems(page: Page): Promise<string[]> {
  return page.locator('li > a:has(small) strong').evaluateAll((titles) =>
    titles.flatMap((title) => {
      const card = title.closest('a')!.getBoundingClientRect()
      const box = title.getBoundingClientRect()
      const problems: string[] = []
      if (box.right > card.right + 0.5 || box.left < card.left - 0.5 || title.scrollWidth > title.clientWidth)
        problems.push(`"${title.textContent}" leaves its card`)
      for (const word of (title.textContent ?? '').split(/\s+/)) {
        const probe = document.createElement('span')
        probe.style.whiteSpace = 'nowrap'
        probe.textContent = word
        title.append(probe)
        if (probe.getBoundingClientRect().width > title.clientWidth + 0.5) problems.push(`"${word}" is wider than its title`)
        probe.remove()
      }
      return problems
    }),
  )
}

for (const width of [375, 960, 1440]) {
  test(`Dutch deal titles overflow their cards at 375 px (/nl-nl/, checked at ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/nl-nl/')
    await expect(page.locator('li > a:has(small) strong').filter({ hasText: 'Luchthavenaanbiedingen' })).toBeVisible()
    expect(await dealTitleProblems(page)).toEqual([])
  })
}

test('the skip link hides the news banner', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/de-de/')
  await waitForChrome(page)
  const news = page.getByRole('complementary', { name: 'Aktuelles' })
  await expect(news).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Zum Hauptinhalt springen' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  expect(await isUncovered(news), 'news banner uncovered while the skip link shows').toBe(true)
  expect(await isUncovered(skip), 'skip link uncovered').toBe(true)
})

test('the menu item "Ihre Buchung" opening a fleet list titled "Unsere Flotte"', async ({ page }) => {
  await page.goto('/de-de/')
  const menu = page.locator('#site-menu')
  // The item is named for what it opens: the fleet, under the fleet page's own title.
  await expect(menu.locator('a', { hasText: /^Ihre Buchung$/ })).toHaveCount(0)
  const fleet = menu.locator('a', { hasText: /^Unsere Flotte$/ })
  await expect(fleet).toHaveCount(1)
  await page.goto((await fleet.getAttribute('href'))!)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsere Flotte')
})

test('fleet cards link to an unfiltered booking page', async ({ page }) => {
  await page.goto('/de-de/flotte/')
  const cards = page.locator('main li:has(img) :is(h2, h3) a')
  expect(await cards.count()).toBeGreaterThanOrEqual(8)
  // Each car's card opens the booking page filtered to the car's category.
  for (const href of await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
    expect(href).toMatch(/^\/de-de\/booking\/\?category=[a-z-]+$/)
  await expect(page.getByRole('link', { name: 'Norda Touring' })).toHaveAttribute('href', '/de-de/booking/?category=station-wagon')
  // A category page's button too.
  await page.goto('/de-de/flotte/kombi/')
  await expect(page.getByRole('link', { name: 'Angebote in dieser Kategorie ansehen' })).toHaveAttribute(
    'href',
    '/de-de/booking/?category=station-wagon',
  )
})

test('the market chooser mixes local and English country names ("Deutschland" but "Poland")', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('a[href="/de-de/"]')).toContainText('Deutschland')
  await expect(page.locator('a[href="/pl-pl/"]')).toContainText('Polska')
  await expect(page.locator('a[href="/fr-fr/"]')).toContainText('France')
  await expect(page.locator('a[href="/nl-nl/"]')).toContainText('Nederland')
  await expect(page.locator('a[href="/en-gb/"]')).toContainText('United Kingdom')
  // No market of another language is named in English.
  for (const name of ['Poland', 'Germany', 'Netherlands', 'Croatia', 'Lithuania'])
    await expect(page.getByRole('link', { name: new RegExp(`^${name}\\b`) })).toHaveCount(0)
})

test('en-US reads British and metric ("450 km", "boot", "gearbox", "Railway station")', async ({ page }) => {
  for (const path of ['/en-us/', '/en-us/car-rental/', '/en-us/fleet/station-wagon/']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    const text = await page.locator('body').innerText()
    for (const british of [/\b\d+\s?km\b/, /\bboot\b/i, /\bgearbox\b/i, /\bRailway station\b/i])
      expect(text, `${path} reads ${british}`).not.toMatch(british)
  }
})

test('branch search on a market\'s site shows the market\'s branches first: /de-de/ "FRA" starts with Frankfurt, the foreign ones follow with their country', async ({
  page,
}) => {
  await openStartPage(page, DE)
  await pickupField(page, DE).pressSequentially('FRA')
  const options = page.getByRole('listbox').getByRole('option')
  await expect(options.filter({ hasText: 'San Francisco' })).toBeVisible()
  const texts = await options.allInnerTexts()
  const firstForeign = texts.findIndex((text) => /Frankreich|Vereinigte Staaten|Guadeloupe/.test(text))
  expect(texts[0]).toMatch(/^Frankfurt/)
  expect(
    texts.slice(firstForeign).every((text) => /Frankreich|Vereinigte Staaten|Guadeloupe|Schweiz|Österreich/.test(text)),
    texts.join(' | '),
  ).toBe(true)
})
