// Pages that are only an app shell (issue 27 §6: the account, the booking funnel, the plus subscription, in every
// market): noindex, out of the sitemaps, and their server HTML says what the page is for in its own language, with a
// heading and a way on, to a visitor without JavaScript. With JavaScript that text never shows (the app replaces it).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { allSitemapEntries } from './sitemapSupport.ts'

const site = join(process.env.SITE_DIST ?? 'dist', 'client')
const english = JSON.parse(readFileSync('locales/en-US/translations.json', 'utf8')).appShell.needsJavaScript as string

function pagesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'web-apps' ? [] : pagesUnder(path)
    return entry.name === 'index.html' ? [path] : []
  })
}

const pages = pagesUnder(site).map((file) => ({
  path: file.slice(site.length).replace(/index\.html$/, ''),
  html: readFileSync(file, 'utf8'),
}))
/** The pages whose content is a micro-app's mount (blocks/funnel-mount): the account, booking and plus subscription. */
const shells = pages.filter(({ html }) => html.includes('data-island="funnel-mount"'))

test('every page that mounts a micro-app has an h1 in its server HTML', () => {
  const withoutHeading = pages.filter(({ html }) => html.includes('data-micro-app="') && !/<h1[\s>]/.test(html)).map(({ path }) => path)
  expect(withoutHeading).toEqual([])
})

test('every app shell is noindex, out of the sitemaps, and has a heading and a no-JavaScript text in its language', async ({ request }) => {
  expect(shells.length).toBeGreaterThan(100)
  const sitemaps = await allSitemapEntries(request)
  const problems = shells.flatMap(({ path, html }) => {
    const lang = /<html lang="([^"]*)"/.exec(html)![1]
    const fallback = /<div[^>]*data-micro-app-fallback[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? ''
    const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(fallback)?.[1] ?? ''
    const text = fallback.replace(/<[^>]+>/g, ' ')
    return [
      !html.includes('<meta name="robots" content="noindex">') && `${path}: not noindex`,
      sitemaps.includes(`${path}</loc>`) && `${path}: in a sitemap`,
      !heading.trim() && `${path}: no h1 in the server HTML`,
      /loading|…/i.test(text) && `${path}: the no-JavaScript text says it is loading`,
      !fallback.includes('<a href="/') && `${path}: the no-JavaScript text links nowhere`,
      !lang.startsWith('en') && text.includes(english.slice(0, 30)) && `${path}: the no-JavaScript text is English under lang ${lang}`,
    ].filter((problem): problem is string => Boolean(problem))
  })
  expect(problems).toEqual([])
})

const CASES = [
  { path: '/de-de/account/', heading: 'Ihr Konto', text: 'braucht JavaScript' },
  { path: '/pl-pl/booking/', heading: 'Twoja rezerwacja', text: 'wymaga JavaScriptu' },
  { path: '/ar-ae/account/', heading: 'حسابك', text: 'JavaScript' },
]

for (const { path, heading, text } of CASES) {
  test.describe(`${path} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false })
    for (const width of [375, 1440]) {
      test(`shows its heading, what it is for and a way on at ${width} px, not "loading"`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        const fallback = page.locator('[data-micro-app-fallback]')
        await expect(fallback).toContainText(text)
        await expect(fallback.getByRole('link')).toBeVisible()
        await expect(page.locator('[data-micro-app-status]')).toBeHidden()
      })
    }
  })
}

test('with JavaScript the no-JavaScript text never paints: hidden before any script runs, and gone once the app mounts', async ({
  page,
}) => {
  // Scripting on but no script arrives yet: what the visitor sees until the app's scripts run.
  await page.route(/\.m?js(\?|$)/, (route) => route.abort())
  await page.goto('/de-de/account/')
  await expect(page.locator('[data-micro-app-fallback]')).toHaveCount(1)
  await expect(page.locator('[data-micro-app-fallback]')).toBeHidden()
  await expect(page.locator('[data-micro-app-status]')).toBeVisible()
  await page.unrouteAll()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible()
  await expect(page.locator('[data-micro-app-fallback]')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
})
