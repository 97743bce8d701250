/**
 * The payment boundary in the browser (docs/payments.md): the drop-in interface a provider implements, the reference
 * API's stand-in, and the marker of the page that frames it (the build allows the provider's origin as frame-src on
 * those pages only: tools/delivery/deliveryInputs.ts).
 */
export type { PaymentDeclineReason, PaymentDropIn, PaymentEvent } from './paymentDropIn.ts'
export { frameEventOf, standInDropIn } from './standInDropIn.ts'

/** The booking funnel's mount (blocks/funnel-mount): the only pages whose policy allows the payment frame. */
export const PAYMENT_PAGE_MARKER = 'data-micro-app="phoenix"'
