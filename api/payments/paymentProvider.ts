import type { Money } from '../../features/web-api/index.ts'

/**
 * The server side of the payment boundary (docs/payments.md): what the reference API asks of a payment provider. The
 * stand-in (standInProvider.ts) implements it; a real provider's adapter (Adyen sessions, Stripe PaymentIntents,
 * Braintree transactions) implements the same calls against its server API. The browser side is
 * features/payments/PaymentDropIn.ts. The card number never reaches this site: the provider's frame takes it.
 */
export interface PaymentProvider {
  /** The origin the provider's frame is served from (the site's CSP allows it as frame-src on the booking page). */
  origin(siteOrigin: string): string
  /**
   * Opens a session to authorise exactly `amount`, or answers the open one of `reference` (the booking's idempotency
   * key) for that amount, so a retried request never makes a second authorisation. A session of the reference for
   * another amount is voided first.
   */
  openSession(request: OpenSessionRequest): PaymentSession
  /** What the provider says of a session, server to server: the API trusts this, never the browser's message. */
  session(sessionId: string): PaymentSession | undefined
  /** Binds an authorised session to the reservation it paid for; false when it is bound to another one already. */
  attach(sessionId: string, reservationNumber: string): boolean
  /** Refunds part or all of a reservation's payment; throws PaymentRefused when it is more than was taken. */
  refund(reservationNumber: string, amount: Money): LedgerBalance
  /** Charges more on the card the reservation was paid with (a dearer change); throws PaymentRefused without one. */
  charge(reservationNumber: string, amount: Money): LedgerBalance
  /** What was taken and refunded for a reservation; undefined when the provider has no payment for it. */
  balance(reservationNumber: string): LedgerBalance | undefined
}

export interface OpenSessionRequest {
  amount: Money
  /** The booking's idempotency key: one open session per booking. */
  reference: string
  /** The page that frames the card form: its messages go to this origin only, and only it may frame the form. */
  siteOrigin: string
  /** The language of the card form's texts ("de-DE"). */
  locale: string
}

export type PaymentStatus = 'open' | 'challenge' | 'authorised' | 'declined' | 'abandoned' | 'voided'

/** Why a card was declined; the site says it in the visitor's language (phoenix.pay.reason.*). */
export type DeclineReason = 'insufficientFunds' | 'cardDeclined' | 'authenticationFailed' | 'expiredCard'

export interface PaymentSession {
  id: string
  amount: Money
  status: PaymentStatus
  siteOrigin: string
  locale: string
  reference: string
  reason?: DeclineReason
  /** The card that authorised it: brand and last four digits, nothing more. */
  method?: { brand: string; last4: string }
  reservationNumber?: string
}

export interface LedgerBalance {
  taken: Money
  refunded: Money
  method?: { brand: string; last4: string }
}

/** A ledger operation the provider refuses (a refund above what was taken, a charge without a stored card). */
export class PaymentRefused extends Error {}
