import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { addDays, format } from 'date-fns'
import { addIsoDays, todayIso, toIsoDate } from '../../engine/shared/isoDate.ts'
import { wakeAndWaitForIsland } from './support.ts'

/** What a visitor sees in two markets with different formats (SPEC §3, §5): texts, date pattern, clock, week start. */
export interface MarketCase {
  prefix: string
  query: string
  branch: string
  datePattern: string
  labels: { pickup: string; pickupDate: string; pickupTime: string; returnDate: string; returnTime: string; submit: string }
  pickupClock: string
  returnClock: string
  firstWeekday: RegExp
  funnelHeading: string
  choose: string
  /** The extras step's button to the driver step, and the rental terms' checkbox there. */
  toDriver: string
  terms: string
  form: { firstName: string; lastName: string; email: string; submit: string }
  confirmation: string
}

export const DE: MarketCase = {
  prefix: 'de-de',
  query: 'Mün',
  branch: 'München Flughafen',
  datePattern: 'dd.MM.yyyy',
  labels: {
    pickup: 'Abholort',
    pickupDate: 'Abholdatum',
    pickupTime: 'Abholzeit',
    returnDate: 'Rückgabedatum',
    returnTime: 'Rückgabezeit',
    submit: 'Fahrzeuge anzeigen',
  },
  pickupClock: '12:30',
  returnClock: '08:30',
  firstWeekday: /^Mo/,
  funnelHeading: 'Wählen Sie Ihr Fahrzeug',
  choose: 'Dieses Fahrzeug wählen',
  toDriver: 'Weiter zu Ihren Daten',
  terms: 'Ich akzeptiere die Mietbedingungen.',
  form: { firstName: 'Vorname', lastName: 'Nachname', email: 'E-Mail', submit: 'Jetzt buchen' },
  confirmation: 'Vielen Dank! Ihr Fahrzeug ist reserviert.',
}

export const US: MarketCase = {
  prefix: 'en-us',
  query: 'Chi',
  branch: "Chicago O'Hare Airport",
  datePattern: 'MM/dd/yyyy',
  labels: {
    pickup: 'Pickup location',
    pickupDate: 'Pickup date',
    pickupTime: 'Pickup time',
    returnDate: 'Return date',
    returnTime: 'Return time',
    submit: 'Show cars',
  },
  pickupClock: '12:30 PM',
  returnClock: '8:30 AM',
  firstWeekday: /^Sun/,
  funnelHeading: 'Choose your car',
  choose: 'Choose this car',
  toDriver: 'Continue to your details',
  terms: 'I accept the rental terms.',
  form: { firstName: 'First name', lastName: 'Last name', email: 'Email', submit: 'Book now' },
  confirmation: 'Thank you! Your car is reserved.',
}

/** A calendar day counted from today, "yyyy-MM-dd" (the browser and the test share the clock). */
export const isoInDays = (days: number) => addIsoDays(todayIso(), days)
export const shown = (isoDate: string, pattern: string) => format(new Date(`${isoDate}T00:00:00`), pattern)

/** The next day with the given weekday (0 Sunday … 6 Saturday) at least `after` days ahead. */
export function nextWeekday(weekday: number, after = 2): string {
  let date = addDays(new Date(), after)
  while (date.getDay() !== weekday) date = addDays(date, 1)
  return toIsoDate(date)
}

/** The cookie banner covers the lower part of phones; a visitor answers it first. */
export async function answerCookieBanner(page: Page): Promise<void> {
  const limited = page.locator('[data-consent-choice="limited"]')
  if (await limited.isVisible().catch(() => false)) await limited.click()
}

/** Opens a start page and waits until the booking search is interactive and has its default dates. */
export async function openStartPage(page: Page, market: MarketCase): Promise<void> {
  await page.goto(`/${market.prefix}/`)
  await answerCookieBanner(page)
  await wakeAndWaitForIsland(page, 'booking-container')
  await expect(page.getByLabel(market.labels.pickupDate, { exact: true })).not.toHaveValue('')
}

export const pickupField = (page: Page, market: MarketCase): Locator => page.getByRole('combobox', { name: market.labels.pickup })

/** Types like a visitor, picks the first suggestion with the keyboard. */
export async function chooseBranchByKeyboard(page: Page, market: MarketCase, query = market.query, name = market.branch): Promise<void> {
  const field = pickupField(page, market)
  await field.click()
  await field.pressSequentially(query, { delay: 40 })
  const option = page.getByRole('listbox').getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
  await expect(option).toBeVisible()
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  const options = await page.getByRole('listbox').getByRole('option').allInnerTexts()
  const index = options.findIndex((text) => text.startsWith(name))
  for (let i = 0; i <= index; i++) await field.press('ArrowDown')
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!)
  await field.press('Enter')
  await expect(field).toHaveValue(name)
  await expect(field).toHaveAttribute('aria-expanded', 'false')
}

/**
 * Switches the reference API into a failure mode for this browser context only (api/failureModes.ts):
 * every request of the context carries the x-api-failure header. (The api-failure cookie would do
 * too, but the consent script deletes non-essential cookies until a visitor accepts them all.)
 */
export async function setApiFailure(context: BrowserContext, rule: string): Promise<void> {
  await context.setExtraHTTPHeaders({ 'x-api-failure': rule })
}

export async function clearApiFailure(context: BrowserContext): Promise<void> {
  await context.setExtraHTTPHeaders({})
}
