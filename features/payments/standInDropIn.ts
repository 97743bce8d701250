import type { PaymentDeclineReason, PaymentDropIn, PaymentEvent } from './paymentDropIn.ts'

const REASONS: readonly PaymentDeclineReason[] = ['insufficientFunds', 'cardDeclined', 'authenticationFailed', 'expiredCard']
const STATUSES = new Set(['ready', 'submitted', 'challenge', 'authorised', 'abandoned', 'declined'])

/** A message from the stand-in's frame: { type: 'stand-in-payment', sessionId, status, reason? } (api/payments/standInPages.ts). */
export function frameEventOf(data: unknown, sessionId: string): PaymentEvent | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const message = data as Record<string, unknown>
  if (message.type !== 'stand-in-payment' || message.sessionId !== sessionId || !STATUSES.has(String(message.status))) return undefined
  if (message.status === 'declined') {
    const reason = REASONS.find((candidate) => candidate === message.reason) ?? 'cardDeclined'
    return { status: 'declined', reason }
  }
  return { status: message.status as Exclude<PaymentEvent['status'], 'declined'> }
}

/**
 * The reference API's stand-in provider in the page: an iframe of the provider's card form (its origin, sandboxed
 * to scripts and forms), messages believed only from that frame, that origin and that session. Once the card is
 * sent, the provider has `timeoutSeconds` to answer; then the form is loaded again and the page told "timeout".
 */
export const standInDropIn: PaymentDropIn = {
  mount(container, session, onEvent, { title }) {
    const frame = document.createElement('iframe')
    frame.src = session.frameUrl
    frame.title = title
    frame.className = 'phx-pay-frame'
    frame.setAttribute('sandbox', 'allow-scripts allow-forms allow-same-origin')
    frame.setAttribute('referrerpolicy', 'no-referrer')
    let timer: ReturnType<typeof setTimeout> | undefined
    const stopWaiting = () => {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    }
    const listener = (message: MessageEvent) => {
      if (message.origin !== session.providerOrigin || message.source !== frame.contentWindow) return
      const event = frameEventOf(message.data, session.sessionId)
      if (!event) return
      stopWaiting()
      if (event.status === 'submitted')
        timer = setTimeout(() => {
          timer = undefined
          // The provider never answered: the form is loaded anew (its pending request is dropped) and nothing authorised.
          frame.src = session.frameUrl
          onEvent({ status: 'timeout' })
        }, session.timeoutSeconds * 1000)
      onEvent(event)
    }
    window.addEventListener('message', listener)
    container.append(frame)
    return () => {
      stopWaiting()
      window.removeEventListener('message', listener)
      frame.remove()
    }
  },
}
