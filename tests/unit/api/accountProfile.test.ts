// Protects the account's Profiles and BusinessHub tabs against the reference API (issue 26 §7): the holder's name,
// phone and address are stored and answered by /v2/users/me; bad values are refused field by field and nothing
// changes; a business sign-up request is kept once per account with a reference.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handlers } from '../../../api/handlers.ts'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const BASE = 'https://api.example.test'
let counter = 0
const post = (path: string, body: unknown, cookie = '') =>
  fetch(`${BASE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) })

async function loggedIn(): Promise<string> {
  const email = `profile${Date.now()}-${++counter}@example.com`
  await post('/v2/users', { firstName: 'Ana', lastName: 'Lopez', email, password: 'correct-horse' })
  const login = await post('/v1/auth/login', { email, password: 'correct-horse' })
  return `sx_session=${/sx_session=([^;]*)/.exec(login.headers.get('set-cookie') ?? '')?.[1]}`
}
const me = async (cookie: string) => (await fetch(`${BASE}/v2/users/me`, { headers: { cookie } })).json()

const profile = {
  firstName: ' Anna ',
  lastName: 'López',
  phone: '+49 30 1234567',
  address: { street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'de' },
}

describe('the Profiles tab', () => {
  it('stores name, phone and address, trimmed, and /v2/users/me answers them', async () => {
    const cookie = await loggedIn()
    const saved = await post('/v2/users/me/profile', profile, cookie)
    expect(saved.status).toBe(200)
    const expected = { firstName: 'Anna', lastName: 'López', phone: '+49 30 1234567', address: { ...profile.address, country: 'DE' } }
    expect(await saved.json()).toMatchObject(expected)
    expect(await me(cookie)).toMatchObject(expected)
  })

  it('refuses a 51-character name, a phone without digits and half an address, naming each field, and keeps what was stored', async () => {
    const cookie = await loggedIn()
    const answer = await post(
      '/v2/users/me/profile',
      { firstName: 'A'.repeat(51), lastName: 'Lopez', phone: 'call me', address: { street: 'Hauptstraße 1' } },
      cookie,
    )
    expect(answer.status).toBe(400)
    expect((await answer.json()).fields).toEqual({
      firstName: 'tooLong',
      phone: 'invalidPhone',
      postalCode: 'required',
      city: 'required',
      country: 'required',
    })
    expect(await me(cookie)).toMatchObject({ firstName: 'Ana', phone: '' })
  })

  it('needs a session', async () => {
    expect((await post('/v2/users/me/profile', profile)).status).toBe(401)
  })
})

describe('the BusinessHub tab', () => {
  const request = {
    companyName: 'Muster GmbH',
    companySize: '10-49',
    businessEmail: 'Fleet@Muster.example',
    phone: '+49 30 7654321',
    country: 'de',
  }

  it('keeps one request per account with a reference; asked again, the first one answers', async () => {
    const cookie = await loggedIn()
    expect((await fetch(`${BASE}/v2/business/signups/me`, { headers: { cookie } })).status).toBe(404)
    const created = await post('/v2/business/signups', request, cookie)
    expect(created.status).toBe(201)
    const kept = await created.json()
    expect(kept).toMatchObject({ companyName: 'Muster GmbH', businessEmail: 'fleet@muster.example', country: 'DE' })
    expect(kept.reference).toMatch(/^BH-\d{8}$/)
    const again = await post('/v2/business/signups', { ...request, companyName: 'Other AG' }, cookie)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(kept)
    expect(await (await fetch(`${BASE}/v2/business/signups/me`, { headers: { cookie } })).json()).toEqual(kept)
  })

  it('refuses a request without phone and with a bad email, field by field', async () => {
    const cookie = await loggedIn()
    const answer = await post('/v2/business/signups', { ...request, phone: ' ', businessEmail: 'fleet@' }, cookie)
    expect(answer.status).toBe(400)
    expect((await answer.json()).fields).toEqual({ businessEmail: 'invalidEmail', phone: 'required' })
  })
})
