// @vitest-environment jsdom
// The page believes the provider's frame only from the provider's origin, that frame and that session, and gives up
// on a provider that does not answer within the session's timeout after the card was sent (nothing is authorised).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PaymentSession } from '../web-api/index.ts'
import type { PaymentEvent } from './paymentDropIn.ts'
import { standInDropIn } from './standInDropIn.ts'

const SESSION: PaymentSession = {
  sessionId: 'ps_1',
  amount: { amount: 86.37, currency: 'EUR' },
  frameUrl: 'http://pay.localhost:3640/card?session=ps_1',
  providerOrigin: 'http://pay.localhost:3640',
  timeoutSeconds: 30,
}

let events: PaymentEvent[]
let unmount: () => void
let frame: HTMLIFrameElement
beforeEach(() => {
  vi.useFakeTimers()
  events = []
  const container = document.createElement('div')
  document.body.append(container)
  unmount = standInDropIn.mount(container, SESSION, (event) => events.push(event), { title: 'Card details' })
  frame = container.querySelector('iframe')!
})
afterEach(() => {
  unmount()
  vi.useRealTimers()
})

const post = (data: unknown, origin = SESSION.providerOrigin, source: MessageEventSource | null = frame.contentWindow) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }))

describe('the stand-in drop-in', () => {
  it('frames the card form sandboxed, named, from the provider origin', () => {
    expect(frame.src).toBe(SESSION.frameUrl)
    expect(frame.title).toBe('Card details')
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin')
  })

  it('believes only the provider origin, its own frame and its own session', () => {
    const authorised = { type: 'stand-in-payment', sessionId: 'ps_1', status: 'authorised' }
    post(authorised, 'http://localhost:3640')
    post(authorised, SESSION.providerOrigin, window)
    post({ ...authorised, sessionId: 'ps_other' })
    post({ ...authorised, status: 'paid' })
    expect(events).toEqual([])
    post({ type: 'stand-in-payment', sessionId: 'ps_1', status: 'declined', reason: 'insufficientFunds' })
    expect(events).toEqual([{ status: 'declined', reason: 'insufficientFunds' }])
  })

  it('gives up after the timeout once the card was sent, and loads the form again', () => {
    post({ type: 'stand-in-payment', sessionId: 'ps_1', status: 'submitted' })
    frame.src = 'about:blank'
    vi.advanceTimersByTime(29_000)
    expect(events).toEqual([{ status: 'submitted' }])
    vi.advanceTimersByTime(1_000)
    expect(events).toEqual([{ status: 'submitted' }, { status: 'timeout' }])
    expect(frame.src).toBe(SESSION.frameUrl)
  })

  it('does not time out a card the provider answered in time', () => {
    post({ type: 'stand-in-payment', sessionId: 'ps_1', status: 'submitted' })
    post({ type: 'stand-in-payment', sessionId: 'ps_1', status: 'authorised' })
    vi.advanceTimersByTime(60_000)
    expect(events.map((event) => event.status)).toEqual(['submitted', 'authorised'])
  })
})
