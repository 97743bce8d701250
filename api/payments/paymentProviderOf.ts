import type { PaymentProvider } from './paymentProvider.ts'
import { standInProvider } from './standInProvider.ts'

let current: PaymentProvider = standInProvider

/**
 * The provider the reference API pays through: the stand-in unless a deployment plugs another adapter in at start
 * (docs/payments.md, "Plugging in a real provider"). One place, so the routes and reservationPayments.ts agree.
 */
export function paymentProvider(): PaymentProvider {
  return current
}

export function setPaymentProvider(provider: PaymentProvider): void {
  current = provider
}
