// @vitest-environment jsdom
// Protects the account's Subscriptions tab (issue 26 §7: "Subscriptions lists plus subscriptions"): it lists the
// account's plus subscriptions from the API in the market's formats, offers the plus page when there are none, and
// for an unverified email says why once instead of asking the API.
import { act } from 'react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { ok } from '../../../engine/testing/apiResults.ts'
import type { ApiClient, Subscription } from '../../../features/web-api/index.ts'
import { erika, germanHost, mount } from '../../../tests/support/mountMysixt.tsx'

const host = { ...germanHost, links: { ...germanHost.links, plus: '/de-de/plus/' } }
const subscription: Subscription = {
  reference: 'PS-000007',
  status: 'confirmed',
  createdAt: '2026-11-27T10:00:00.000Z',
  country: 'DE',
  offerId: 'kestrel-compact',
  offerTitle: 'Kestrel Compact',
  tenure: { id: 'minimum-12', minimumMonths: 12, renewalDays: 30 },
  mileage: { id: 'km-1500', kmPerMonth: 1500, milesPerMonth: 900 },
  handover: 'pickup',
  branch: { id: 'de-ber', name: 'Berlin Hauptbahnhof', city: 'Berlin' },
  startDate: '2026-12-01',
  driverName: 'Erika Muster',
  email: 'erika@example.com',
  price: {
    currency: 'EUR',
    base: 349,
    termDiscount: 35,
    termDiscountPercent: 10,
    mileage: 49,
    monthly: 363,
    fee: { kind: 'enrollment', amount: 99 },
    delivery: 0,
    dueAtStart: 462,
  },
}

beforeEach(() => {
  window.scrollTo = () => {}
  window.history.replaceState(null, '', '/de-de/account/#/subscriptions')
})
afterEach(() => {
  document.body.innerHTML = ''
})

const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)))

it('lists the account’s subscriptions with term, mileage, pickup, start and price per month', async () => {
  const app = await mount({ me: async () => ok(erika), mySubscriptions: async () => ok([subscription]) }, host)
  await settle()
  const card = app.querySelector('[data-subscription="PS-000007"]')!
  expect(card.querySelector('h3')!.textContent).toBe('Kestrel Compact (PS-000007)')
  expect(card.textContent).toContain('Mindestens 12 Monate, danach automatisch 30 Tage')
  expect(card.textContent).toContain('1.500 km pro Monat')
  expect(card.textContent).toContain('Abholung in Berlin Hauptbahnhof, Berlin')
  expect(card.textContent).toContain('01.12.2026')
  expect(card.textContent?.replace(/\s/g, ' ')).toContain('363 €')
})

it('offers the plus page when there is no subscription', async () => {
  const app = await mount({ me: async () => ok(erika), mySubscriptions: async () => ok([]) }, host)
  await settle()
  const empty = app.querySelector('[data-subscriptions-empty]')!
  expect(empty.textContent).toContain('Sie haben noch keine plus-Abos.')
  expect(empty.querySelector('a')!.getAttribute('href')).toBe('/de-de/plus/')
})

it('tells an unverified account why it sees nothing, once, without asking the API', async () => {
  const mySubscriptions = vi.fn<ApiClient['mySubscriptions']>(async () => ok([subscription]))
  const app = await mount({ me: async () => ok({ ...erika, emailVerified: false }), mySubscriptions }, host)
  await settle()
  expect(mySubscriptions).not.toHaveBeenCalled()
  expect(app.querySelectorAll('[data-unverified]')).toHaveLength(1)
})
