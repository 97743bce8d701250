// Every call of the API client applies the timeout it is given: the call's own, else the transport's, else its
// default. Actions (POST) applied only their fixed 15 s and ignored the transport's timeout.
import { describe, expect, it } from 'vitest'
import { createApiClient } from './createApiClient.ts'

const context = { endpointBase: '/api', endpointBaseGrpc: '', acceptLanguage: 'en-US', tenantId: 6 }

/** A server that never answers; it ends the call only when the caller aborts, as fetch does. */
const silent: typeof fetch = (_input, init) =>
  new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true }))

const contact = {
  topic: 'booking',
  name: 'Ann Lee',
  phone: '+49 30 1234567',
  message: 'Where do I return the car?',
  country: 'DE',
} as const

describe('client timeouts', () => {
  it("an action ignored the transport's timeout (the help contact form waited 15 s)", async () => {
    const api = createApiClient(context, { fetch: silent, timeoutMs: 20 })
    expect(await api.helpContact(contact)).toMatchObject({ ok: false, error: { kind: 'timeout' } })
    expect(await api.cancelReservation({ reservationNumber: '9000000001', lastName: 'Lee' })).toMatchObject({
      ok: false,
      error: { kind: 'timeout' },
    })
  })

  it("a call's own timeout wins over the transport's", async () => {
    const api = createApiClient(context, { fetch: silent, timeoutMs: 60_000 })
    expect(await api.helpSearch({ centre: 'rent', country: 'DE', q: 'deposit' }, { timeoutMs: 20 })).toMatchObject({
      ok: false,
      error: { kind: 'timeout' },
    })
    expect(await api.helpFeedback({ articleId: 'deposit-amount', helpful: true, country: 'DE' }, { timeoutMs: 20 })).toMatchObject({
      ok: false,
      error: { kind: 'timeout' },
    })
  })
})
