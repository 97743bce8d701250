// Plus that subscribes (issue 26): the API receives and keeps a subscription, priced by the one price formula with the
// campaign benefit of the driver's email, mails its confirmation, lists it in the account, and refuses an offer that
// sold out, a start date outside the offer's availability and invalid driver details, each with a code the screen translates.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handlers } from '../../../api/handlers.ts'
import { mailContentOf } from '../../../api/mail/mailContentOf.ts'
import { queuedMails } from '../../../api/mail/queueMail.ts'
import { offerUnits } from '../../../api/model/plusSubscriptions.ts'
import { toUtcIsoDate } from '../../../engine/shared/isoDate.ts'
import { createApiClient } from '../../../features/web-api/index.ts'
import { subscriptionPrice } from '../../../features/plus/index.ts'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const BASE = 'https://api.example.test'
const api = createApiClient({ endpointBase: BASE, endpointBaseGrpc: '', acceptLanguage: 'de-DE', tenantId: 6 })
const inDays = (days: number) => toUtcIsoDate(new Date(Date.now() + days * 86_400_000))
let counter = 0
const uniqueEmail = () => `plus${Date.now()}-${++counter}@example.com`
const request = (email: string, changes: Record<string, unknown> = {}) => ({
  country: 'DE',
  locale: 'de-DE',
  offerId: 'kestrel-compact',
  tenureId: 'minimum-12',
  mileageId: 'km-1500',
  handover: 'delivery' as const,
  address: { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin' },
  startDate: inDays(10),
  driver: { firstName: 'Erika', lastName: 'Muster', email, phone: '+49 30 1234567', birthDate: '1990-05-17' },
  acceptedTerms: true as const,
  ...changes,
})

describe('taking a plus subscription', () => {
  it('keeps it under a reference, priced with every fee as the screen prices it, and mails the confirmation in German', async () => {
    const email = uniqueEmail()
    const result = await api.createSubscription(request(email))
    if (!result.ok) throw new Error(JSON.stringify(result.error))
    const subscription = result.value
    expect(subscription.reference).toMatch(/^PS-\d{6}$/)
    const offers = await api.subscriptionOffers({ country: 'DE' })
    const tenures = await api.subscriptionTenures({ country: 'DE' })
    if (!offers.ok || !tenures.ok) throw new Error('lookups failed')
    const offer = offers.value.find((candidate) => candidate.id === 'kestrel-compact')!
    const expected = subscriptionPrice(offer, {
      tenure: tenures.value.tenureOptions.find((option) => option.id === 'minimum-12')!,
      mileage: tenures.value.mileagePackages.find((option) => option.id === 'km-1500')!,
      handover: 'delivery',
      deliveryFee: tenures.value.deliveryFee,
    })
    expect(subscription.price).toEqual(expected)
    expect(subscription.price.delivery).toBeGreaterThan(0)
    const mail = queuedMails().find((queued) => queued.to === email)
    expect(mail?.kind).toBe('subscriptionConfirmation')
    const content = mailContentOf(mail!)
    expect(content.subject).toContain(subscription.reference)
    expect(content.subject).toMatch(/Abo/)
  })

  it('takes the campaign benefit of a registered email off the first months (SPEC §4)', async () => {
    const email = uniqueEmail()
    expect(await api.campaignBenefit({ email, country: 'DE' })).toEqual({ ok: true, value: {} })
    const registered = await api.registerForCampaign({ campaignId: 'plus-welcome', email, country: 'DE' })
    expect(registered.ok).toBe(true)
    const benefit = await api.campaignBenefit({ email, country: 'DE' })
    expect(benefit).toMatchObject({ ok: true, value: { benefit: { discountPercent: 20, discountedMonths: 3 } } })
    const result = await api.createSubscription(request(email))
    expect(result).toMatchObject({ ok: true, value: { price: { campaign: { percent: 20, months: 3 } } } })
  })

  it('refuses a start date before and after the offer availability with the codes tooEarly and tooLate', async () => {
    expect(await api.createSubscription(request(uniqueEmail(), { startDate: inDays(1) }))).toMatchObject({
      ok: false,
      error: { status: 400, code: 'tooEarly' },
    })
    expect(await api.createSubscription(request(uniqueEmail(), { startDate: inDays(200) }))).toMatchObject({
      ok: false,
      error: { status: 400, code: 'tooLate' },
    })
  })

  it('names each invalid driver field, including a driver younger than the offer allows', async () => {
    const driver = { firstName: '', lastName: 'Muster', email: 'nope', phone: '12', birthDate: inDays(-365 * 17) }
    expect(await api.createSubscription(request(uniqueEmail(), { driver }))).toMatchObject({
      ok: false,
      error: {
        status: 400,
        fields: {
          'driver.firstName': 'required',
          'driver.email': 'invalidEmail',
          'driver.phone': 'invalidPhone',
          'driver.birthDate': 'tooYoung',
        },
      },
    })
  })

  it('refuses the subscription once the offer sold out (409 soldOut) and marks the offer sold out', async () => {
    const truck = { offerId: 'hauler-box-truck', tenureId: 'minimum-12', startDate: inDays(70) }
    let last: Awaited<ReturnType<typeof api.createSubscription>> | undefined
    for (let taken = 0; taken <= offerUnits('hauler-box-truck'); taken++) last = await api.createSubscription(request(uniqueEmail(), truck))
    expect(last).toMatchObject({ ok: false, error: { status: 409, code: 'soldOut' } })
    const offers = await api.subscriptionOffers({ country: 'DE' })
    expect(offers.ok && offers.value.find((offer) => offer.id === 'hauler-box-truck')?.soldOut).toBe(true)
    expect(offers.ok && offers.value.find((offer) => offer.id === 'kestrel-compact')?.soldOut).toBeUndefined()
  })

  it('lists nothing without a session (401)', async () => {
    expect(await api.mySubscriptions()).toMatchObject({ ok: false, error: { status: 401 } })
  })
})
