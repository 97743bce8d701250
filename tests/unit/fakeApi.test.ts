// Protects the one web API stand-in of unit tests (tests/support/fakeApi.ts): it answers as the reference API does,
// and what a test makes an operation answer is checked against the contract, by type and by schema.
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../support/fakeApi.ts'

describe('fakeApi', () => {
  it('answers with the reference API in the locale asked for, through the real client', async () => {
    const stations = await fakeApi('de-DE').stations({ country: 'DE' })
    expect(stations.ok && stations.value.map((branch) => branch.id)).toContain('de-muc-airport')
    const missing = await fakeApi().helpArticle({ centre: 'rent', country: 'DE', articleId: 'no-such-article' })
    expect(missing).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } })
  })

  it('answers an operation as the test says', async () => {
    const api = fakeApi('en-US', { geoip: { country: 'FR', city: 'Paris', coordinates: { lat: 48.86, lon: 2.35 } } })
    expect(await api.geoip()).toEqual({ ok: true, value: { country: 'FR', city: 'Paris', coordinates: { lat: 48.86, lon: 2.35 } } })
  })

  it('refuses an answer the contract does not allow, naming the field', () => {
    // @ts-expect-error: the contract's GeoIp has a string country
    expect(() => fakeApi('en-US', { geoip: { country: 7, city: 'Paris', coordinates: { lat: 1, lon: 2 } } })).toThrow(
      'fakeApi: the answer given for geoip does not match the contract: /country must be string.',
    )
    // @ts-expect-error: no such operation
    expect(() => fakeApi('en-US', { teleport: {} })).toThrow('fakeApi: the contract has no operation "teleport".')
  })
})
