// SPEC §2, §3 market rules: each market's fleet category slugs and the fleet {brand} placeholder build fleet
// pages in its language, the truck page sits at the market's truck slug, and the footer's copyright year
// is the build's year (it was a constant).
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForChrome } from './chromeSupport.ts'
import { collectErrors } from './support.ts'

const categoryPages = [
  {
    url: '/de-de/flotte/kombi/',
    lang: 'de-DE',
    heading: 'Kombi',
    model: 'Norda Touring',
    price: /^ab \d+(,\d\d)?\s€ pro Tag$/,
    alternate: ['en-US', '/en-us/fleet/station-wagon/'],
  },
  {
    url: '/fr-fr/flotte/utilitaire/',
    lang: 'fr-FR',
    heading: 'Utilitaire',
    model: 'Carga Van 3.5 t',
    price: /^à partir de \d+(,\d\d)?\s€ par jour$/,
    alternate: ['de-DE', '/de-de/flotte/transporter/'],
  },
  {
    url: '/en-gb/fleet/kivo/',
    lang: 'en-GB',
    heading: 'Kivo',
    model: 'Kivo City',
    price: /from £\d+(\.\d+)? per day/,
    alternate: ['en-US', '/en-us/fleet/kivo/'],
  },
]

for (const { url, lang, heading, model, price, alternate } of categoryPages) {
  test(`${url} lists the ${heading} models with prices in ${lang}`, async ({ page }) => {
    const errors = collectErrors(page)
    const response = await page.goto(url)
    expect(response!.status()).toBe(200)
    await waitForChrome(page)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.getByRole('heading', { level: 2, name: model })).toBeVisible()
    await expect(page.locator('[data-fleet-model] .price').first()).toHaveText(price)
    await expect(page.locator(`link[rel="alternate"][hreflang="${alternate[0]}"]`)).toHaveAttribute('href', new RegExp(`${alternate[1]}$`))
    await expect(page.locator('[data-island]')).toHaveCount(0)
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoAxeViolations(page, `${url} at ${width}`)
    }
    expect(errors).toEqual([])
  })
}

test('a market without {brand} in its fleet slug has category pages but no brand pages', async ({ request }) => {
  expect((await request.get('/fr-fr/flotte/break/')).status()).toBe(200)
  expect((await request.get('/fr-fr/flotte/kivo/')).status()).toBe(404)
})

test("the truck page is at the market's truck slug", async ({ request }) => {
  expect((await request.get('/de-de/lkw-vermietung/')).status()).toBe(200)
  expect((await request.get('/it-it/noleggio-furgoni/')).status()).toBe(200)
  expect((await request.get('/de-de/truck-rental/')).status()).toBe(404)
})

test('the footer copyright names the year the site was built', async ({ page }) => {
  await page.goto('/de-de/')
  await expect(page.locator('[data-site-footer]')).toContainText(`© ${new Date().getFullYear()}`)
})
