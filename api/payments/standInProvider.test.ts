import { describe, expect, it } from 'vitest'
import { PaymentRefused } from './paymentProvider.ts'
import { answerChallenge, standInProvider, submitCard } from './standInProvider.ts'

const eur = (amount: number) => ({ amount, currency: 'EUR' })
let run = 0
const open = (amount = 143.97) =>
  standInProvider.openSession({ amount: eur(amount), reference: `test-${++run}`, siteOrigin: 'http://localhost:3640', locale: 'de-DE' })

describe('the stand-in provider', () => {
  it('authorises the success card and keeps only its brand and last four digits', () => {
    const session = open()
    expect(submitCard(session.id, { number: '4242424242424242', expired: false }).kind).toBe('authorised')
    expect(standInProvider.session(session.id)).toMatchObject({ status: 'authorised', method: { brand: 'visa', last4: '4242' } })
    expect(JSON.stringify(standInProvider.session(session.id))).not.toContain('4242424242424242')
  })

  it('declines the insufficient-funds card with its reason, and an expired card as expired', () => {
    const session = open()
    expect(submitCard(session.id, { number: '4000000000009995', expired: false })).toMatchObject({
      kind: 'declined',
      reason: 'insufficientFunds',
    })
    expect(standInProvider.session(session.id)).toMatchObject({ status: 'declined', reason: 'insufficientFunds' })
    expect(submitCard(session.id, { number: '4242424242424242', expired: true })).toMatchObject({ reason: 'expiredCard' })
  })

  it('asks the 3-D Secure card for a challenge: approve authorises, fail declines, cancel abandons', () => {
    const approved = open()
    expect(submitCard(approved.id, { number: '4000000000003220', expired: false }).kind).toBe('challenge')
    expect(answerChallenge(approved.id, 'approve').kind).toBe('authorised')
    const failed = open()
    submitCard(failed.id, { number: '4000000000003220', expired: false })
    expect(answerChallenge(failed.id, 'fail')).toMatchObject({ kind: 'declined', reason: 'authenticationFailed' })
    const abandoned = open()
    submitCard(abandoned.id, { number: '4000000000003220', expired: false })
    answerChallenge(abandoned.id, 'cancel')
    expect(standInProvider.session(abandoned.id)?.status).toBe('abandoned')
  })

  it('never answers the timeout card and authorises nothing for it', () => {
    const session = open()
    expect(submitCard(session.id, { number: '4000000000000119', expired: false }).kind).toBe('timeout')
    expect(standInProvider.session(session.id)?.status).toBe('open')
  })

  it('authorises a session once: a second card after the authorisation changes nothing', () => {
    const session = open()
    submitCard(session.id, { number: '4242424242424242', expired: false })
    expect(submitCard(session.id, { number: '5555555555554444', expired: false }).kind).toBe('closed')
    expect(standInProvider.session(session.id)?.method?.last4).toBe('4242')
  })

  it('opens a declined session afresh for the same booking, never a second one', () => {
    const request = { amount: eur(50), reference: `again-${++run}`, siteOrigin: 'http://localhost:3640', locale: 'en-US' }
    const first = standInProvider.openSession(request)
    submitCard(first.id, { number: '4000000000000002', expired: false })
    const again = standInProvider.openSession(request)
    expect(again).toMatchObject({ id: first.id, status: 'open' })
    expect(again.reason).toBeUndefined()
  })

  it('answers a retried booking with its open session, and voids it when the booking now costs another amount', () => {
    const request = { amount: eur(100), reference: `retry-${++run}`, siteOrigin: 'http://localhost:3640', locale: 'en-US' }
    const first = standInProvider.openSession(request)
    expect(standInProvider.openSession(request).id).toBe(first.id)
    const dearer = standInProvider.openSession({ ...request, amount: eur(120) })
    expect(dearer.id).not.toBe(first.id)
    expect(standInProvider.session(first.id)?.status).toBe('voided')
  })

  it('binds an authorised session to one reservation only, and refuses refunding more than was taken', () => {
    const session = open(200)
    expect(standInProvider.attach(session.id, 'R1')).toBe(false)
    submitCard(session.id, { number: '4242424242424242', expired: false })
    expect(standInProvider.attach(session.id, `R-${run}`)).toBe(true)
    expect(standInProvider.attach(session.id, 'R-other')).toBe(false)
    expect(standInProvider.refund(`R-${run}`, eur(150)).refunded).toEqual(eur(150))
    expect(() => standInProvider.refund(`R-${run}`, eur(50.01))).toThrow(PaymentRefused)
    expect(standInProvider.charge(`R-${run}`, eur(30)).taken).toEqual(eur(230))
    expect(standInProvider.refund(`R-${run}`, eur(80)).refunded).toEqual(eur(230))
    expect(() => standInProvider.charge('R-unknown', eur(1))).toThrow(PaymentRefused)
  })
})
