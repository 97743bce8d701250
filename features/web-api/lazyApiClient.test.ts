// Protects the page's lazily fetched API client: calls go through as the full client's do, each method keeps its
// identity, the client is no thenable, and a client that cannot be fetched answers a network failure, not a throw.
import { afterEach, describe, expect, it, vi } from 'vitest'

const context = { endpointBase: 'https://api.example.test', endpointBaseGrpc: '', acceptLanguage: 'de-DE', tenantId: 6 }
const geoIp = { country: 'DE', city: 'Berlin', coordinates: { lat: 52.5, lon: 13.4 } }

afterEach(() => {
  vi.unstubAllGlobals()
  vi.doUnmock('./createApiClient.ts')
  vi.resetModules()
})

describe('lazyApiClient', () => {
  it('answers a call as the full client does, with one function per method', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(geoIp), { headers: { 'content-type': 'application/json' } }))
    vi.stubGlobal('fetch', fetch)
    const { lazyApiClient } = await import('./lazyApiClient.ts')
    const api = lazyApiClient(context)
    expect(api.geoip).toBe(api.geoip)
    expect((api as unknown as { then?: unknown }).then).toBeUndefined()
    expect(await api.geoip()).toEqual({ ok: true, value: geoIp })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('answers a network failure when its code cannot be fetched, and tries again on the next call', async () => {
    let offline = true
    vi.doMock('./createApiClient.ts', async (importOriginal) => {
      if (offline) throw new Error('Failed to fetch dynamically imported module')
      return importOriginal()
    })
    const { lazyApiClient } = await import('./lazyApiClient.ts')
    const api = lazyApiClient(context)
    expect(await api.geoip()).toMatchObject({ ok: false, error: { kind: 'network', path: 'geoip' } })
    offline = false
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(geoIp), { headers: { 'content-type': 'application/json' } })),
    )
    expect(await api.geoip()).toEqual({ ok: true, value: geoIp })
  })
})
