import { randomBytes } from 'node:crypto'
import type { Money } from '../../features/web-api/index.ts'
import { BoundedMap } from '../model/boundedMap.ts'
import { providerOriginFor } from './providerOrigin.ts'
import {
  type DeclineReason,
  type LedgerBalance,
  type OpenSessionRequest,
  type PaymentProvider,
  PaymentRefused,
  type PaymentSession,
} from './paymentProvider.ts'
import { testCardOutcome } from './testCards.ts'

/** Sessions live a day (a booking is paid within minutes); the ledger as long as a reservation (800 days). */
const SESSION_KEPT_MS = 24 * 60 * 60 * 1000
const LEDGER_KEPT_MS = 800 * 24 * 60 * 60 * 1000

const sessions = new BoundedMap<PaymentSession>({
  name: 'payment sessions',
  maxEntries: 10_000,
  maxKeyLength: 43,
  ttlMs: SESSION_KEPT_MS,
  maxValueBytes: 1024,
})
/** The session each booking reference has open, so that a retried request finds it again. */
const sessionByReference = new BoundedMap<string>({
  name: 'payment sessions by booking',
  maxEntries: 10_000,
  maxKeyLength: 100,
  ttlMs: SESSION_KEPT_MS,
  maxValueBytes: 64,
})
/** The stand-in's ledger per reservation: what was taken on the card and refunded. */
const ledger = new BoundedMap<LedgerBalance>({
  name: 'payment ledger',
  maxEntries: 10_000,
  maxKeyLength: 20,
  ttlMs: LEDGER_KEPT_MS,
  maxValueBytes: 512,
})

const cents = (amount: number) => Math.round(amount * 100)
const sameMoney = (a: Money, b: Money) => a.currency === b.currency && cents(a.amount) === cents(b.amount)
const add = (a: Money, b: Money, sign = 1): Money => ({ amount: (cents(a.amount) + sign * cents(b.amount)) / 100, currency: a.currency })

function save(session: PaymentSession): PaymentSession {
  sessions.set(session.id, session)
  return session
}

/** What the card form does with a card: the outcome the stand-in's test cards stand for (testCards.ts). */
export type CardResult =
  | { kind: 'authorised'; session: PaymentSession }
  | { kind: 'declined'; session: PaymentSession; reason: DeclineReason }
  | { kind: 'challenge'; session: PaymentSession }
  | { kind: 'timeout' }
  | { kind: 'closed' }

/**
 * The card form posted a card: authorise, decline, ask for a 3-D Secure challenge or never answer (timeout). A
 * session authorises once: a second card on an authorised, voided or attached session changes nothing.
 */
export function submitCard(sessionId: string, card: { number: string; expired: boolean }): CardResult {
  const session = sessions.get(sessionId)
  if (!session || session.status === 'authorised' || session.status === 'voided') return { kind: 'closed' }
  const { brand, outcome } = testCardOutcome(card.number)
  const method = { brand, last4: card.number.slice(-4) }
  if (card.expired) return declined(session, 'expiredCard')
  if (outcome.kind === 'timeout') return { kind: 'timeout' }
  if (outcome.kind === 'decline') return declined(session, outcome.reason)
  if (outcome.kind === 'challenge') return { kind: 'challenge', session: save({ ...session, status: 'challenge', method }) }
  return { kind: 'authorised', session: save({ ...session, status: 'authorised', method, reason: undefined }) }
}

function declined(session: PaymentSession, reason: DeclineReason): CardResult {
  const { method: _method, ...rest } = session
  return { kind: 'declined', reason, session: save({ ...rest, status: 'declined', reason }) }
}

/** The 3-D Secure page's answer: approve authorises, fail declines, cancel abandons (the card form opens again). */
export function answerChallenge(sessionId: string, answer: 'approve' | 'fail' | 'cancel'): CardResult {
  const session = sessions.get(sessionId)
  if (session?.status !== 'challenge') return { kind: 'closed' }
  if (answer === 'approve') return { kind: 'authorised', session: save({ ...session, status: 'authorised' }) }
  if (answer === 'fail') return declined(session, 'authenticationFailed')
  const { method: _method, ...rest } = session
  return { kind: 'declined', reason: 'authenticationFailed', session: save({ ...rest, status: 'abandoned' }) }
}

function newSessionId(): string {
  return `ps_${randomBytes(18).toString('base64url')}`
}

/** The stand-in payment provider of the reference API: sessions, test cards and a ledger, in this process's memory. */
export const standInProvider: PaymentProvider = {
  origin: providerOriginFor,

  openSession(request: OpenSessionRequest): PaymentSession {
    const earlierId = sessionByReference.get(request.reference)
    const earlier = earlierId ? sessions.get(earlierId) : undefined
    if (earlier && !earlier.reservationNumber && earlier.status !== 'voided') {
      if (sameMoney(earlier.amount, request.amount) && earlier.siteOrigin === request.siteOrigin) {
        // Opened again after a decline or an abandoned challenge: the card form starts afresh, the same session.
        if (earlier.status !== 'declined' && earlier.status !== 'abandoned') return earlier
        const { reason: _reason, ...fresh } = earlier
        return save({ ...fresh, status: 'open' })
      }
      // Another amount for the same booking (the visitor went back and changed it): the old authorisation is released.
      save({ ...earlier, status: 'voided' })
    }
    const session = save({
      id: newSessionId(),
      amount: request.amount,
      status: 'open',
      siteOrigin: request.siteOrigin,
      locale: request.locale,
      reference: request.reference,
    })
    sessionByReference.set(request.reference, session.id)
    return session
  },

  session: (sessionId) => sessions.get(sessionId),

  attach(sessionId, reservationNumber) {
    const session = sessions.get(sessionId)
    if (session?.status !== 'authorised') return false
    if (session.reservationNumber) return session.reservationNumber === reservationNumber
    save({ ...session, reservationNumber })
    ledger.set(reservationNumber, {
      taken: session.amount,
      refunded: { amount: 0, currency: session.amount.currency },
      ...(session.method ? { method: session.method } : {}),
    })
    return true
  },

  refund(reservationNumber, amount) {
    const balance = ledger.get(reservationNumber)
    if (!balance) throw new PaymentRefused(`No payment was taken for ${reservationNumber}.`)
    if (amount.currency !== balance.taken.currency) throw new PaymentRefused('A refund is in the currency that was paid.')
    const left = add(balance.taken, balance.refunded, -1)
    if (cents(amount.amount) > cents(left.amount))
      throw new PaymentRefused(`Only ${left.amount} ${left.currency} of ${reservationNumber} can be refunded.`)
    const next = { ...balance, refunded: add(balance.refunded, amount) }
    ledger.set(reservationNumber, next)
    return next
  },

  charge(reservationNumber, amount) {
    const balance = ledger.get(reservationNumber)
    if (!balance?.method) throw new PaymentRefused(`No card is stored for ${reservationNumber}.`)
    if (amount.currency !== balance.taken.currency) throw new PaymentRefused('A charge is in the currency that was paid.')
    const next = { ...balance, taken: add(balance.taken, amount) }
    ledger.set(reservationNumber, next)
    return next
  },

  balance: (reservationNumber) => ledger.get(reservationNumber),
}
