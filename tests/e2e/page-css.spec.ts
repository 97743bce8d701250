// Protects per-page CSS: a page links at most two stylesheets (the shared chrome file and one for its blocks), the
// market chooser and the error pages link no block CSS, the home page is still styled, and an island that hydrates
// (and opens its calendar) neither adds a stylesheet nor misses one.
import { expect, test, type Page } from '@playwright/test'
import { DE, openStartPage } from './bookingSupport.ts'
import { MOBILE } from './support.ts'

const stylesheets = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname))
const isChrome = (path: string) => /^\/assets\/static\/chrome\.[\w-]+\.css$/.test(path)
const isBlocks = (path: string) => /^\/assets\/static\/blocks\.[\w-]+\.css$/.test(path)

test('the home page links the chrome stylesheet and one for its blocks, and stays styled through hydration', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  await openStartPage(page, DE)
  const linked = await stylesheets(page)
  expect(linked).toHaveLength(2)
  expect(isChrome(linked[0]), linked[0]).toBe(true)
  expect(isBlocks(linked[1]), linked[1]).toBe(true)

  // The booking container's card (blocks/booking-container) and the header (chrome) carry their CSS.
  const card = page.locator('[data-island="booking-container"] section > div').first()
  await expect(card).toHaveCSS('box-shadow', /rgba\(0, 0, 0, 0\.18\) 0px 8px 24px/)
  await expect(page.locator('body')).not.toHaveCSS('margin', '8px')

  // The calendar's styles live in the page's block file: the dialog is a fixed sheet on a phone.
  await page.getByRole('button', { name: /^Abholdatum/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Abholdatum: Datum auswählen' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveCSS('position', 'fixed')
  expect(await stylesheets(page), 'no stylesheet added by an island').toEqual(linked)
})

test('pages with the same blocks share one block stylesheet, and every page shares the chrome one', async ({ page }) => {
  await page.goto('/de-de/')
  const [germanChrome, germanBlocks] = await stylesheets(page)
  await page.goto('/de-at/')
  expect(await stylesheets(page)).toEqual([germanChrome, germanBlocks])
  await page.goto('/de-de/booking/')
  const booking = await stylesheets(page)
  expect(booking).toHaveLength(2)
  expect(booking[0]).toBe(germanChrome)
  expect(booking[1]).not.toBe(germanBlocks)
})

for (const { name, url, status } of [
  { name: 'the market chooser', url: '/', status: 200 },
  { name: 'a market 404 page', url: '/de-de/no-such-page/', status: 404 },
  { name: 'the root 404 page', url: '/no-such-page', status: 404 },
  { name: 'the 500 page', url: '/500.html', status: 200 },
]) {
  test(`${name} links the chrome stylesheet and no block CSS`, async ({ page }) => {
    const response = await page.goto(url)
    expect(response?.status()).toBe(status)
    const linked = await stylesheets(page)
    expect(linked).toHaveLength(1)
    expect(isChrome(linked[0]), linked[0]).toBe(true)
    await expect(page.locator('body')).not.toHaveCSS('margin', '8px')
  })
}
