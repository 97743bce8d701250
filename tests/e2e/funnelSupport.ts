import { readFileSync } from 'node:fs'
import { expect, type Locator, type Page } from '@playwright/test'

type Bundle = Record<string, unknown>
const bundles = new Map<string, Bundle | undefined>()

function bundle(locale: string): Bundle | undefined {
  if (!bundles.has(locale)) {
    try {
      bundles.set(locale, JSON.parse(readFileSync(`locales/${locale}/translations.json`, 'utf8')) as Bundle)
    } catch {
      bundles.set(locale, undefined)
    }
  }
  return bundles.get(locale)
}

const LANGUAGE_DEFAULTS: Record<string, string> = {
  de: 'de-DE',
  en: 'en-US',
  fr: 'fr-FR',
  nl: 'nl-NL',
  es: 'es-ES',
  it: 'it-IT',
  pl: 'pl-PL',
  ar: 'ar-AE',
}

/** A text as the page shows it: the key looked up along the bundle chain the site uses (fr-CH → fr-FR → en-US), placeholders filled. */
export function text(prefix: string, key: string, values: Record<string, string | number> = {}): string {
  const [language, country] = prefix.split('-')
  const chain = [`${language}-${country.toUpperCase()}`, LANGUAGE_DEFAULTS[language], 'en-US']
  for (const locale of chain) {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Bundle)[part] : undefined), bundle(locale))
    if (typeof found === 'string') return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
  }
  throw new Error(`No text for ${key} in ${chain.join(', ')}`)
}

/** Types into a branch field like a visitor and takes the suggestion with this name by keyboard. */
export async function chooseBranch(field: Locator, query: string, name: string): Promise<void> {
  const page = field.page()
  await field.click()
  await field.pressSequentially(query, { delay: 40 })
  const listbox = page.locator(`#${await field.getAttribute('aria-controls')}`)
  await expect(listbox.getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })).toBeVisible()
  const options = await listbox.getByRole('option').allInnerTexts()
  const index = options.findIndex((option) => option.startsWith(name))
  for (let i = 0; i <= index; i++) await field.press('ArrowDown')
  await field.press('Enter')
  await expect(field).toHaveValue(name)
}

/** Waits until the funnel app shows the step's heading. */
export async function expectStep(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}
