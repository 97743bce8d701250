import type { PaymentSession } from '../web-api/index.ts'

/**
 * The browser side of the payment boundary (docs/payments.md): a provider's drop-in shows its card form in a frame
 * served from the provider's origin and tells the page what happened, never a card detail. The stand-in's drop-in is
 * standInDropIn.ts; a real provider's (Adyen Web Drop-in, Stripe Payment Element, Braintree Drop-in) implements the
 * same `mount` around its own SDK. The server side is api/payments/paymentProvider.ts.
 */
export interface PaymentDropIn {
  /**
   * Shows the card form of `session` in `container` and reports its events until the answer is called (it removes the
   * form). `title` names the frame for assistive technology.
   */
  mount(container: HTMLElement, session: PaymentSession, onEvent: (event: PaymentEvent) => void, options: { title: string }): () => void
}

/** Why a card was declined, as the provider says it; the site words it (phoenix.pay.reason.*). */
export type PaymentDeclineReason = 'insufficientFunds' | 'cardDeclined' | 'authenticationFailed' | 'expiredCard'

/**
 * What the provider's form reports: ready for a card, card sent (the site's timeout starts), a 3-D Secure challenge
 * shown, authorised (the site books, and the API asks the provider itself), declined with a reason, a challenge
 * abandoned, or no answer within the session's timeout (nothing was charged: the site gives up).
 */
export type PaymentEvent =
  | { status: 'ready' | 'submitted' | 'challenge' | 'authorised' | 'abandoned' | 'timeout' }
  | { status: 'declined'; reason: PaymentDeclineReason }
