// Protects SPEC §1 "in their local language" for every language of §3: one page per language reads in that
// language wherever its bundles translate a text (no English sentence the bundle has), with the right
// <html lang> and dir (Arabic right to left), and no axe violations.
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { flattenBundle } from '../../engine/shared/i18n/createI18n.ts'
import { expectNoAxeViolations, waitForChrome } from './chromeSupport.ts'

const bundle = (locale: string) => flattenBundle(JSON.parse(readFileSync(`locales/${locale}/translations.json`, 'utf8')))
const english = bundle('en-US')

const pages = [
  { path: '/ar-ae/', lang: 'ar-AE', bundles: ['ar-AE'], dir: 'rtl' },
  { path: '/hr-hr/', lang: 'hr-HR', bundles: ['hr-HR'] },
  { path: '/da-dk/', lang: 'da-DK', bundles: ['da-DK'] },
  { path: '/en-us/', lang: 'en-US', bundles: [] },
  { path: '/et-ee/', lang: 'et-EE', bundles: ['et-EE'] },
  { path: '/fi-fi/', lang: 'fi-FI', bundles: ['fi-FI'] },
  { path: '/fr-be/', lang: 'fr-BE', bundles: ['fr-BE', 'fr-FR'] },
  { path: '/de-de/', lang: 'de-DE', bundles: ['de-DE'] },
  { path: '/hu-hu/', lang: 'hu-HU', bundles: ['hu-HU'] },
  { path: '/it-it/', lang: 'it-IT', bundles: ['it-IT'] },
  { path: '/lv-lv/', lang: 'lv-LV', bundles: ['lv-LV'] },
  { path: '/lt-lt/', lang: 'lt-LT', bundles: ['lt-LT'] },
  { path: '/nl-nl/', lang: 'nl-NL', bundles: ['nl-NL'] },
  { path: '/no-no/', lang: 'no-NO', bundles: ['nb-NO'] },
  { path: '/pl-pl/', lang: 'pl-PL', bundles: ['pl-PL'] },
  { path: '/pt-br/', lang: 'pt-BR', bundles: ['pt-BR', 'pt-PT'] },
  { path: '/ro-ro/', lang: 'ro-RO', bundles: ['ro-RO'] },
  { path: '/sl-si/', lang: 'sl-SI', bundles: ['sl-SI'] },
  { path: '/es-es/', lang: 'es-ES', bundles: ['es-ES'] },
  { path: '/sv-se/', lang: 'sv-SE', bundles: ['sv-SE'] },
]

/** English sentences the page's bundles translate: none of them may appear on the page. */
function translatedEnglish(locales: string[]): string[] {
  const translated = new Map([...locales].reverse().flatMap((locale) => [...bundle(locale)]))
  return [...english]
    .filter(([key, text]) => translated.has(key) && translated.get(key) !== text)
    .map(([, text]) => text)
    .filter((text) => text.length >= 12 && !/[{}#[\]]/.test(text))
}

test('the 20 languages of SPEC §3 each have a page', () => {
  expect(new Set(pages.map((page) => page.lang.split('-')[0])).size).toBe(20)
})

for (const { path, lang, bundles, dir = 'ltr' } of pages) {
  test(`${path} reads in ${new Intl.DisplayNames(['en'], { type: 'language' }).of(lang)}: lang, dir, no English sentence the bundle translates, axe clean`, async ({
    page,
  }) => {
    await page.goto(path)
    await waitForChrome(page)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.locator('html')).toHaveAttribute('dir', dir)
    const text = await page.locator('body').innerText()
    const english = translatedEnglish(bundles).filter((sentence) => text.includes(sentence))
    expect(english).toEqual([])
    await expectNoAxeViolations(page, path)
    if (dir === 'rtl') {
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 })
        await page.screenshot({ path: test.info().outputPath(`${lang}-${width}.png`), fullPage: width === 375 })
      }
    }
  })
}

// The ride home page is built for DE only today; other currencies are covered by marketTextValues.test.ts.
for (const { path, heading } of [{ path: '/de-de/ride/', heading: /^15\s€ Rabatt auf Ihre erste Fahrt$/ }]) {
  test(`the first-ride discount on ${path} is the market's formatted amount, not a fixed "15 €"`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
  })
}

test('en-US reads American and in miles, en-GB British and in its own words: /en-us/ and /en-gb/ home pages', async ({ page }) => {
  await page.goto('/en-us/')
  await expect(page.getByText('Fully electric, with a range of up to 280 mi.')).toBeAttached()
  await expect(page.getByText('A big trunk for bikes, buggies and bags.')).toBeAttached()
  await page.goto('/de-de/')
  await expect(page.getByText(/^Vollelektrisch, bis zu 450\skm Reichweite\.$/)).toBeAttached()
})
