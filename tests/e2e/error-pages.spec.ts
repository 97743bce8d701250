// Protects the 404 pages of SPEC §2 and §8: unknown paths under a market prefix answer 404 with that market
// language's page (its texts, chrome and links to branches, fleet and home); other unknown paths get the root 404.
import { expect, test } from '@playwright/test'
import { collectErrors } from './support.ts'
import { expectNoAxeViolations, waitForChrome } from './chromeSupport.ts'

const ignoreOwn404 = (url: string) => (message: { text(): string; location(): { url: string } }) =>
  /status of 404/.test(message.text()) && new URL(message.location().url).pathname === url

for (const { url, lang, heading, links } of [
  {
    url: '/de-de/gibt-es-nicht/',
    lang: 'de-DE',
    heading: 'OH NEIN! DIESE SEITE EXISTIERT NICHT ODER WURDE ENTFERNT',
    links: { branches: '/de-de/mietwagen/', fleet: '/de-de/flotte/', home: '/de-de/' },
  },
  {
    url: '/fr-ch/introuvable/',
    lang: 'fr-CH',
    heading: 'OH NON\u202f! CETTE PAGE N’EXISTE PAS OU A ÉTÉ SUPPRIMÉE',
    links: { branches: '/fr-ch/mietwagen/', home: '/fr-ch/' },
  },
  {
    url: '/en-us/missing/page/',
    lang: 'en-US',
    heading: "OH NO! THIS PAGE DOESN'T EXIST OR WAS REMOVED",
    links: { branches: '/en-us/car-rental/', home: '/en-us/' },
  },
]) {
  test(`${url} answers 404 in ${lang} with links to branches, fleet and home`, async ({ page }) => {
    const errors = collectErrors(page, { ignore: ignoreOwn404(url) })
    const response = await page.goto(url)
    expect(response!.status()).toBe(404)
    await waitForChrome(page)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    for (const [name, href] of Object.entries(links))
      await expect(page.locator(`[data-status="404"] a[data-link="${name}"]`)).toHaveAttribute('href', href)
    await expect(page.locator('[data-menu-toggle]')).toHaveCount(1)
    await expectNoAxeViolations(page, url)
    expect(errors).toEqual([])
  })
}

test('an unknown path outside any market gets the root 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-market/page/')
  expect(response!.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("OH NO! THIS PAGE DOESN'T EXIST OR WAS REMOVED")
})

test('the 404 page itself answers 404', async ({ request }) => {
  expect((await request.get('/de-de/404/')).status()).toBe(404)
})

// SPEC §2: every link of a market's 404 page leads somewhere: the branch directory (domain branch path), the fleet, home.
for (const url of [
  '/de-de/404/',
  '/de-at/404/',
  '/fr-ch/404/',
  '/en-us/404/',
  '/es-us/404/',
  '/en-gb/404/',
  '/fr-fr/404/',
  '/es-es/404/',
  '/nl-nl/404/',
  '/it-it/404/',
  '/en-ca/404/',
]) {
  test(`every link of ${url} answers 200`, async ({ page, request }) => {
    await page.goto(url)
    const hrefs = await page.locator('[data-status="404"] a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
    expect(hrefs.length).toBeGreaterThanOrEqual(3)
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200)
  })
}

for (const { url, lang, heading, city, branch, hours } of [
  {
    url: '/de-de/mietwagen/',
    lang: 'de-DE',
    heading: 'Unsere Filialen',
    city: 'München',
    branch: 'München Innenstadt',
    hours: ['Mo–So', '24 Stunden geöffnet'],
  },
  { url: '/en-us/car-rental/', lang: 'en-US', heading: 'Our branches', city: 'New York', branch: undefined, hours: ['Mon–Fri', 'AM'] },
]) {
  test(`${url} lists the market's airports and its other branches by city with address and opening hours, without islands`, async ({
    page,
  }) => {
    const errors = collectErrors(page)
    const response = await page.goto(url)
    expect(response!.status()).toBe(200)
    await waitForChrome(page)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.locator('[data-island]')).toHaveCount(0)
    const cities = page.locator('[data-branch-directory] [data-city]')
    expect(await cities.count()).toBeGreaterThan(1)
    const group = page.locator(`[data-city="${city}"]`)
    await expect(group.getByRole('heading', { level: 2 })).toHaveText(city)
    if (branch) await expect(group.getByRole('heading', { level: 3, name: branch })).toBeVisible()
    const card = group.locator('[data-branch]').first()
    await expect(card.locator('address')).not.toBeEmpty()
    for (const text of hours) await expect(page.locator('[data-branch-directory] dl').filter({ hasText: text }).first()).toBeVisible()
    await expectNoAxeViolations(page, url)
    expect(errors).toEqual([])
  })
}

test('the fleet page of the 404 links shows the fleet', async ({ page }) => {
  const response = await page.goto('/de-de/flotte/')
  expect(response!.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsere Flotte')
  expect(await page.locator('main li img').count()).toBeGreaterThanOrEqual(8)
})

test("a malformed path is the client's mistake (400, not the 500 page); the 500 page is built for the host", async ({ request }) => {
  // A malformed escape once made the server's path decoding throw and answer 500. A request that really fails
  // while being served gets 500.html: tests/unit/server/hostileRequests.test.ts covers that with a file it cannot read.
  const response = await request.get('/de-de/%E0%A4%A/')
  expect(response.status()).toBe(400)
  expect(await response.text()).not.toContain('Something went wrong on our side')
  const page500 = await request.get('/500.html')
  expect(page500.status()).toBe(200)
  expect(await page500.text()).toMatch(/<html lang="en-US"[\s\S]*<meta name="robots" content="noindex">/)
})
