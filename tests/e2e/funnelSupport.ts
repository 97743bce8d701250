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

/** From the offers step to the driver step: the first offer, nothing added on the extras step. */
export async function chooseFirstOfferToDriver(page: Page, prefix: string): Promise<void> {
  await expectStep(page, text(prefix, 'phoenix.offersHeading'))
  await page
    .getByRole('button', { name: text(prefix, 'phoenix.choose') })
    .first()
    .click()
  await expectStep(page, text(prefix, 'phoenix.extrasHeading'))
  await page.getByRole('button', { name: text(prefix, 'phoenix.toDriver') }).click()
  await expectStep(page, text(prefix, 'phoenix.detailsHeading'))
}

/** Fills the driver step's name and email as a visitor types them. */
export async function fillDriver(page: Page, prefix: string, driver: { firstName: string; lastName: string; email: string }) {
  await page.getByLabel(text(prefix, 'phoenix.form.firstName'), { exact: true }).fill(driver.firstName)
  await page.getByLabel(text(prefix, 'phoenix.form.lastName'), { exact: true }).fill(driver.lastName)
  await page.getByLabel(text(prefix, 'phoenix.form.email'), { exact: true }).fill(driver.email)
}

/** Types a test card into the payment provider's frame and pays from the keyboard (a sticky header may cover the frame's button). */
export async function payInProviderFrame(page: Page, prefix: string, number: string): Promise<void> {
  const frame = page.frameLocator('iframe.phx-pay-frame')
  const field = (key: string) => frame.getByLabel(text(prefix, `paymentProvider.${key}`))
  await field('cardNumber').fill(number)
  await field('expiry').fill('12/34')
  await field('cvc').fill('123')
  await expect(frame.getByRole('button', { name: text(prefix, 'paymentProvider.pay', { amount: '' }).trim() })).toBeVisible()
  // Submitted from a task of the frame's own, after the call has returned: the frame is another origin's process, and
  // a key press whose keydown starts the navigation to the 3-D Secure page waited for its keyup until the test's
  // timeout now and then (the frame it was sent to was gone).
  await frame.locator('form').evaluate((form: HTMLFormElement) => {
    setTimeout(() => form.requestSubmit())
  })
}
