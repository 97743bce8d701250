// The plus subscription calls of the reference API (SPEC §3, §4, §7), through the typed client as the site calls them.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handlers } from '../../../api/handlers.ts'
import { PLUS_COUNTRIES } from '../../../api/seed/plus.ts'
import { createApiClient } from '../../../features/web-api/index.ts'
import { loadProject } from '../../../engine/node/load/loadProject.ts'
import { marketCodes, resolveMarket } from '../../../engine/node/resolve/resolveMarket.ts'

const server = setupServer(...handlers)
const base = 'https://api.example.test'
const client = (acceptLanguage: string) => createApiClient({ endpointBase: base, endpointBaseGrpc: '', acceptLanguage, tenantId: 6 })
const de = client('de-DE')
const gb = client('en-GB')

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const value = <T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!result.ok) throw new Error(JSON.stringify(result.error))
  return result.value
}

describe('plus offers', () => {
  it('answers every offer of a plus country in its currency, with SPEC §3 codes', async () => {
    const offers = value(await de.subscriptionOffers({ country: 'DE' }))
    expect(offers.length).toBeGreaterThanOrEqual(10)
    expect(new Set(offers.map((offer) => offer.vehicleType))).toEqual(new Set(['P', 'L', 'F']))
    expect(new Set(offers.map((offer) => offer.engine))).toEqual(new Set([undefined, 'E', 'H']))
    expect(offers.every((offer) => offer.monthlyPrice.currency === 'EUR')).toBe(true)
    expect(offers.filter((offer) => offer.vehicleType !== 'P').every((offer) => offer.payloadKg! > 0 && offer.loadspaceM3! > 0)).toBe(true)
    const pounds = value(await gb.subscriptionOffers({ country: 'GB' }))
    expect(pounds[0].monthlyPrice).toEqual({ amount: 299, currency: 'GBP' })
  })

  it('filters by the URL form of the filters: electric within a budget of 600', async () => {
    const offers = value(await de.subscriptionOffers({ country: 'DE', filters: { engine: 'electric', budget: '600' } }))
    expect(offers.map((offer) => offer.id)).toEqual(['orion-sedan-electric'])
    expect(value(await de.subscriptionOffers({ country: 'DE', filters: { engine: 'electric', type: 'convertible' } }))).toEqual([])
  })

  it('refuses a filter value that is not offered with 400 naming the parameter', async () => {
    expect(await de.subscriptionOffers({ country: 'DE', filters: { engine: 'steam' } })).toMatchObject({
      ok: false,
      error: { status: 400, message: expect.stringContaining('"engine"') },
    })
    expect(await de.subscriptionOffers({ country: 'DE', filters: { budget: 'abc' } })).toMatchObject({ ok: false, error: { status: 400 } })
  })

  it('answers 404 for a country without plus and 400 without a country', async () => {
    expect(await de.subscriptionOffers({ country: 'SE' })).toMatchObject({ ok: false, error: { status: 404 } })
    expect((await fetch(`${base}/v2/apps/subscriptionbranches`)).status).toBe(400)
  })
})

describe('plus terms, branches, campaigns and reviews', () => {
  it('v1 gives the terms, v1.1 adds the tenure options: flexible 30 days, minimum 6 and 12 months', async () => {
    const v1 = value(await de.subscriptionCountryOffers({ country: 'DE' }))
    expect(v1.terms).toEqual({ flexibleTermDays: 30, minimumTermMonths: [6, 12], refundAfterMonths: 6 })
    expect(v1).not.toHaveProperty('tenureOptions')
    const v11 = value(await de.subscriptionTenures({ country: 'DE' }))
    expect(v11.tenureOptions.map((option) => option.minimumMonths)).toEqual([0, 6, 12])
  })

  it('lists the branches of the country', async () => {
    const branches = value(await de.subscriptionBranches({ country: 'DE' }))
    expect(branches.length).toBeGreaterThan(6)
    expect(branches[0]).toEqual({ id: 'de-muc-airport', name: 'München Flughafen', city: 'München' })
  })

  it('takes a campaign registration once per email (case-insensitive); the second answers 409', async () => {
    const [campaign] = value(await de.subscriptionCampaigns({ country: 'DE' }))
    const email = `unit-${Date.now()}@example.com`
    const first = value(await de.registerForCampaign({ campaignId: campaign.id, email, country: 'DE' }))
    expect(first).toMatchObject({ campaignId: campaign.id, registrationId: expect.stringMatching(/^PR-\d{6}$/) })
    expect(await de.registerForCampaign({ campaignId: campaign.id, email: email.toUpperCase(), country: 'DE' })).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 409 },
    })
    expect(await de.registerForCampaign({ campaignId: campaign.id, email: 'not-an-email', country: 'DE' })).toMatchObject({
      ok: false,
      error: { status: 400 },
    })
    expect(await de.registerForCampaign({ campaignId: 'nope', email, country: 'DE' })).toMatchObject({ ok: false, error: { status: 404 } })
  })

  it('answers reviews in the asked language, English for others', async () => {
    expect(value(await de.subscriptionReviews({ country: 'DE' })).reviews[0].text).toMatch(/Bestellung/)
    expect(value(await client('sv-SE').subscriptionReviews({ country: 'DE' })).reviews[0].text).toMatch(/ordering/)
  })
})

it('offers plus in exactly the countries whose market document sets paths.plus, each with a plus support mailbox', () => {
  const project = loadProject()
  const fromMarkets = marketCodes(project).filter((code) => resolveMarket(project, code).value.paths?.plus)
  // Countries, not markets: a partner brand's market (de-zentrovo) sells plus in its country's offers.
  const countries = new Set(fromMarkets.map((code) => resolveMarket(project, code).value.countryAlpha2))
  expect([...PLUS_COUNTRIES].sort()).toEqual([...countries].sort())
  // SPEC §8: the registration error names the market's plus-subscription support mailbox.
  expect(fromMarkets.filter((code) => !resolveMarket(project, code).value.support?.plusMail)).toEqual([])
})
