// Protects the 404 pages of SPEC §2 and §8: unknown paths under a market prefix answer 404 with that market
// language's page (its texts, chrome and links to branches, fleet and home); other unknown paths get the root 404.
import { expect, test } from '@playwright/test'
import { collectErrors } from './support.ts'
import { expectNoAxeViolations, waitForChrome } from './chromeSupport.ts'

const ignoreOwn404 = (url: string) => (message: { text(): string; location(): { url: string } }) => /status of 404/.test(message.text()) && new URL(message.location().url).pathname === url

for (const { url, lang, heading, links } of [
  { url: '/de-de/gibt-es-nicht/', lang: 'de-DE', heading: 'OH NEIN! DIESE SEITE EXISTIERT NICHT ODER WURDE ENTFERNT', links: { branches: '/de-de/mietwagen/', fleet: '/de-de/flotte/', home: '/de-de/' } },
  { url: '/fr-ch/introuvable/', lang: 'fr-CH', heading: 'OH NON\u202f! CETTE PAGE N’EXISTE PAS OU A ÉTÉ SUPPRIMÉE', links: { branches: '/fr-ch/mietwagen/', home: '/fr-ch/' } },
  { url: '/en-us/missing/page/', lang: 'en-US', heading: "OH NO! THIS PAGE DOESN'T EXIST OR WAS REMOVED", links: { branches: '/en-us/car-rental/', home: '/en-us/' } },
]) {
  test(`${url} answers 404 in ${lang} with links to branches, fleet and home`, async ({ page }) => {
    const errors = collectErrors(page, { ignore: ignoreOwn404(url) })
    const response = await page.goto(url)
    expect(response!.status()).toBe(404)
    await waitForChrome(page)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    for (const [name, href] of Object.entries(links)) await expect(page.locator(`[data-status="404"] a[data-link="${name}"]`)).toHaveAttribute('href', href)
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
