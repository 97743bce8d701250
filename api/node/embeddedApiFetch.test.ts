// The in-process API ends a call when its caller's signal aborts, as a real fetch does: the client timeouts that the
// build and the served help page's no-script search set (requestJson's timeoutMs) are applied to it too.
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../features/web-api/index.ts'
import { embeddedApiFetch } from './embeddedApiFetch.ts'

const context = { endpointBase: '/api', endpointBaseGrpc: '', acceptLanguage: 'en-US', tenantId: 6 }

/** The in-process API with a failure rule on every request, the way tools/serve/noScriptHelpSearch.ts passes one on. */
const withRule =
  (rule: string): typeof fetch =>
  (input, init) =>
    embeddedApiFetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), 'x-api-failure': rule } })

describe('embeddedApiFetch', () => {
  it('the help page search timeout was not applied: a slow:30000 API held the no-script search for 30 s', async () => {
    const api = createApiClient(context, { fetch: withRule('slow:30000') })
    const found = await api.helpSearch({ centre: 'rent', country: 'DE', q: 'deposit' }, { timeoutMs: 50 })
    expect(found).toMatchObject({ ok: false, error: { kind: 'timeout' } })
  })

  it('rejects with an AbortError once the caller aborts, like fetch', async () => {
    const controller = new AbortController()
    const pending = withRule('slow:30000')('/api/v1/apps/geoip', { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('answers as before without a signal', async () => {
    expect((await embeddedApiFetch('/api/v1/apps/geoip')).status).toBe(200)
  })
})
