// Protects visitors from raw translation keys ("phoenix.offerCount") on any page: every built page's text
// and labels, and the booking funnel's offers step in the languages with more plural forms than English
// (Arabic, Croatian, Lithuanian, Latvian, Polish, Romanian, Slovenian), which the funnel once showed raw.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { flattenBundle } from '../../engine/shared/i18n/createI18n.ts'
import { PLURAL_SUFFIX } from '../../engine/shared/i18n/pluralForms.ts'
import { isoInDays } from './bookingSupport.ts'

const english = [...flattenBundle(JSON.parse(readFileSync('locales/en-US/translations.json', 'utf8'))).keys()]
const keys = new Set([...english, ...english.map((key) => key.replace(PLURAL_SUFFIX, ''))])
const site = join(process.env.SITE_DIST ?? 'dist', 'client')

function pagesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'web-apps' ? [] : pagesUnder(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
}

/** Texts between tags and the values of the attributes people read, that are exactly a bundle key. */
function rawKeysIn(html: string): string[] {
  const texts = [...html.matchAll(/>([^<>]+)</g), ...html.matchAll(/\s(?:aria-label|title|placeholder|alt|content)="([^"]*)"/g)].map(
    (match) => match[1].trim(),
  )
  return [...new Set(texts.filter((text) => keys.has(text)))]
}

test('no built page shows a raw translation key in its text or labels', () => {
  const pages = pagesUnder(site)
  expect(pages.length).toBeGreaterThan(1000)
  const found = pages.flatMap((page) => rawKeysIn(readFileSync(page, 'utf8')).map((key) => `${page.slice(site.length)}: ${key}`))
  expect(found).toEqual([])
})

for (const [prefix, branch] of [
  ['ar-ae', 'ae-dxb-airport'],
  ['ar-sa', 'sa-ruh-airport'],
  ['ar-eg', 'eg-cai-airport'],
  ['hr-hr', 'hr-zag-airport'],
  ['lt-lt', 'lt-vno-airport'],
  ['lv-lv', 'lv-rix-airport'],
  ['pl-pl', 'pl-waw-airport'],
  ['ro-ro', 'ro-otp-airport'],
  ['sl-si', 'si-lju-airport'],
]) {
  test(`raw plural keys on the offers step of /${prefix}/booking/: every count reads as text`, async ({ page }) => {
    await page.goto(`/${prefix}/booking/?branch=${branch}&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30`)
    const count = page.locator('.phx-count')
    await expect(count).toBeVisible({ timeout: 15_000 })
    await expect(count).toHaveText(/\d/)
    // The offer cards' facts (seats, doors, suitcases) are plural keys too.
    await expect(page.locator('main li').first()).toBeVisible()
    const text = await page.locator('main').innerText()
    const raw = [...text.matchAll(/[a-zA-Z]+(?:\.[a-zA-Z_]+)+/g)].map((match) => match[0]).filter((word) => keys.has(word))
    expect(raw).toEqual([])
  })
}
