// Protects the answer check of the API client: an answer that does not fit its schema is a failure value naming the endpoint, the JSON pointer and ajv's message.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from './createApiClient.ts'
import type { Branch } from './types.ts'

const context = { endpointBase: 'https://api.example.test', endpointBaseGrpc: '', acceptLanguage: 'de-DE', tenantId: 6 }

const day = [{ open: '07:00', close: '20:00' }]
const branch = (id: string): Branch => ({
  id,
  name: `Branch ${id}`,
  type: 'city',
  address: { street: 'Hauptstraße', houseNumber: '1', postalCode: '10115', city: 'Berlin', country: 'DE' },
  formattedAddress: ['Hauptstraße 1', '10115 Berlin'],
  coordinates: { lat: 52.5, lon: 13.4 },
  openingHours: { weekdays: [day, day, day, day, day, day, []], closedDates: ['2026-12-25'] },
})

function answerWith(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })),
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('answers checked against schemas/api/', () => {
  it('passes an answer that fits the schema through, typed', async () => {
    answerWith([branch('a'), branch('b')])
    const result = await createApiClient(context).stations({ country: 'DE' })
    expect(result.ok && result.value.map((found) => found.id)).toEqual(['a', 'b'])
  })

  it('names the path, the pointer of the first wrong value and the message', async () => {
    const broken = [branch('a'), branch('b'), branch('c'), { ...branch('d'), address: { ...branch('d').address, city: 42 } }]
    answerWith(broken)
    expect(await createApiClient(context).stations({ country: 'DE' })).toEqual({
      ok: false,
      error: { kind: 'malformed', path: '/v1/branch/next/stations', pointer: '/3/address/city', message: 'must be string' },
    })
  })

  it.each([
    ['a missing field', { ...branch('a'), name: undefined }, '/0', "must have required property 'name'"],
    [
      'a sixth weekday list',
      { ...branch('a'), openingHours: { weekdays: [day, day, day, day, day, day], closedDates: [] } },
      '/0/openingHours/weekdays',
      'must NOT have fewer than 7 items',
    ],
    [
      'a closed date in another format',
      { ...branch('a'), openingHours: { weekdays: [day, day, day, day, day, day, day], closedDates: ['25.12.2026'] } },
      '/0/openingHours/closedDates/0',
      'must match pattern',
    ],
    ['an unknown branch type', { ...branch('a'), type: 'harbour' }, '/0/type', 'must be equal to one of the allowed values'],
  ])('refuses %s', async (_, item, pointer, message) => {
    answerWith([item])
    const result = await createApiClient(context).geosuggest({ query: 'ber' })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error).toMatchObject({ kind: 'malformed', path: '/v1/branch/next/stations/geosuggest', pointer })
    expect(!result.ok && result.error.message).toContain(message)
  })

  it('refuses a lookup by id that does not answer exactly one branch', async () => {
    answerWith([branch('a'), branch('b')])
    expect(await createApiClient(context).station({ id: 'a' })).toMatchObject({
      ok: false,
      error: { kind: 'malformed', path: '/v1/branch/next/stations', pointer: '' },
    })
  })
})

describe('error answers', () => {
  // Protects the account screens' reading of a refusal: an expired mail link (code "invalidToken") and a broken password rule (fields) read differently.
  it('carries the answer’s code and field problems beside the status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ message: 'Check password.', code: 'weakPassword', fields: { password: 'passwordLength', bad: 7 } }),
            {
              status: 400,
            },
          ),
      ),
    )
    expect(await createApiClient(context).setNewPassword({ token: 't-1', password: 'short' })).toEqual({
      ok: false,
      error: {
        kind: 'http',
        path: '/v2/users/password',
        status: 400,
        message: 'Check password.',
        code: 'weakPassword',
        fields: { password: 'passwordLength' },
      },
    })
  })

  it('keeps the status line for an answer that is not the API’s JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    )
    expect(await createApiClient(context).verifyEmail({ token: 't-1' })).toEqual({
      ok: false,
      error: { kind: 'http', path: '/v2/users/verification', status: 502, message: '502 Bad Gateway' },
    })
  })
})

describe('the account calls of issue 24', () => {
  const user = { id: 'u-1', firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', createdAt: '2029-03-14T09:00:00Z' }
  const answering = (body: unknown, status = 200) => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }))
    vi.stubGlobal('fetch', fetch)
    return fetch
  }

  // Protects sign-up's answer: the same receipt for a new and a taken email; a user coming back would tell them apart.
  it('sign-up posts to /v2/users and takes the receipt, not a user', async () => {
    const fetch = answering({ status: 'verificationSent' }, 202)
    const signUp = { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', password: 'correct-horse', locale: 'de-DE' }
    expect(await createApiClient(context).signUp(signUp)).toEqual({ ok: true, value: { status: 'verificationSent' } })
    expect(fetch.mock.calls[0][0]).toBe('https://api.example.test/v2/users')
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual(signUp)
    answering({ ...user, emailVerified: false }, 201)
    expect(await createApiClient(context).signUp(signUp)).toMatchObject({ ok: false, error: { kind: 'malformed', path: '/v2/users' } })
  })

  it('verification answers a user that says whether the email is verified', async () => {
    const fetch = answering({ ...user, emailVerified: true })
    expect(await createApiClient(context).verifyEmail({ token: 't-1' })).toMatchObject({ ok: true, value: { emailVerified: true } })
    expect(fetch.mock.calls[0][0]).toBe('https://api.example.test/v2/users/verification')
    answering(user)
    expect(await createApiClient(context).verifyEmail({ token: 't-1' })).toMatchObject({
      ok: false,
      error: { kind: 'malformed', message: "must have required property 'emailVerified'" },
    })
  })

  it('a new password posts the token and the password and takes the receipt', async () => {
    const fetch = answering({ status: 'passwordChanged' })
    expect(await createApiClient(context).setNewPassword({ token: 't-2', password: 'correct-horse' })).toEqual({
      ok: true,
      value: { status: 'passwordChanged' },
    })
    expect(fetch.mock.calls[0][0]).toBe('https://api.example.test/v2/users/password')
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ token: 't-2', password: 'correct-horse' })
  })
})
