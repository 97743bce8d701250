// Protects social login against the reference API (issue 26 §7): the authorization code flow with state and PKCE
// signs a new person in with a verified account, signs a linked person in again, links an existing account only
// after its password, and refuses a state from another browser, a denied or reused or expired code.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { handlers } from '../../../api/handlers.ts'
import { answerConsent, CODE_TTL_MS } from '../../../api/identity/standInIdentityProvider.ts'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const BASE = 'http://localhost:3551/api'
let counter = 0
const uniqueEmail = () => `social${Date.now()}-${++counter}@example.com`
const post = (path: string, body: unknown, cookie = '') =>
  fetch(`${BASE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) })
const cookieOf = (answer: Response, name: string) => new RegExp(`${name}=([^;]*)`).exec(answer.headers.get('set-cookie') ?? '')?.[1]

/** Starts a login as the account page of de-de does; the provider's request_uri and this browser's cookie. */
async function start() {
  const answer = await post('/v1/auth/social/start', { provider: 'stand-in', returnPath: '/de-de/account/', locale: 'de-DE' })
  expect(answer.status).toBe(200)
  const { authorizeUrl } = (await answer.json()) as { authorizeUrl: string }
  const url = new URL(authorizeUrl)
  expect(url.host).toBe('id.localhost:3551')
  // The browser carries nothing but an opaque reference: the state and the PKCE challenge went server to server.
  expect([...url.searchParams.keys()]).toEqual(['request_uri'])
  return { requestUri: url.searchParams.get('request_uri')!, cookie: `sx_social=${cookieOf(answer, 'sx_social')}` }
}

/** The visitor allows at the provider as `email`: the return page's code and state. */
async function allow(email: string, now?: number) {
  const { requestUri, cookie } = await start()
  const back = new URL(answerConsent(requestUri, { allow: true, person: { email, firstName: 'Erika', lastName: 'Muster' } }, now)!)
  expect(back.origin + back.pathname).toBe('http://localhost:3551/de-de/account/')
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, cookie }
}

describe('social login', () => {
  it('creates a verified account on first use and signs the same person in again later', async () => {
    const email = uniqueEmail()
    const first = await allow(email)
    const answer = await post('/v1/auth/social/callback', { state: first.state, code: first.code }, first.cookie)
    expect(answer.status).toBe(200)
    const user = await answer.json()
    expect(user).toMatchObject({ email, firstName: 'Erika', lastName: 'Muster', emailVerified: true })
    expect(cookieOf(answer, 'sx_session')).toBeTruthy()
    const again = await allow(email)
    const second = await post('/v1/auth/social/callback', { state: again.state, code: again.code }, again.cookie)
    expect((await second.json()).id).toBe(user.id)
  })

  it('refuses a state from another browser, a state answered already, and a code used twice', async () => {
    const { code, state, cookie } = await allow(uniqueEmail())
    const elsewhere = await post('/v1/auth/social/callback', { state, code }, 'sx_social=another-browser')
    expect(elsewhere.status).toBe(400)
    expect((await elsewhere.json()).code).toBe('stateMismatch')
    expect((await post('/v1/auth/social/callback', { state, code }, cookie)).status).toBe(200)
    const replay = await post('/v1/auth/social/callback', { state, code }, cookie)
    expect((await replay.json()).code).toBe('stateMismatch')
  })

  it('refuses an expired code with its own code', async () => {
    const { code, state, cookie } = await allow(uniqueEmail(), Date.now() - CODE_TTL_MS - 1000)
    const answer = await post('/v1/auth/social/callback', { state, code }, cookie)
    expect(answer.status).toBe(400)
    expect((await answer.json()).code).toBe('expiredCode')
  })

  it('sends a denial back with error=access_denied and the state, and the denied request cannot be answered again', async () => {
    const { requestUri } = await start()
    const back = new URL(answerConsent(requestUri, { allow: false })!)
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(back.searchParams.get('state')).toBeTruthy()
    expect(back.searchParams.has('code')).toBe(false)
    expect(answerConsent(requestUri, { allow: true, person: { email: uniqueEmail(), firstName: 'A', lastName: 'B' } })).toBeUndefined()
  })

  it('links an existing account only after its password, then signs in with the provider alone', async () => {
    const email = uniqueEmail()
    expect((await post('/v2/users', { firstName: 'Ana', lastName: 'Lopez', email, password: 'correct-horse' })).status).toBe(202)
    const { code, state, cookie } = await allow(email)
    const conflict = await post('/v1/auth/social/callback', { state, code }, cookie)
    expect(conflict.status).toBe(409)
    expect(cookieOf(conflict, 'sx_session')).toBeUndefined()
    expect((await conflict.json()).code).toBe('linkRequired')
    // Another browser has nothing waiting; a wrong password links nothing.
    expect((await (await post('/v1/auth/social/link', { password: 'correct-horse' }, 'sx_social=x')).json()).code).toBe('linkExpired')
    expect((await post('/v1/auth/social/link', { password: 'wrong-horse' }, cookie)).status).toBe(401)
    const linked = await post('/v1/auth/social/link', { password: 'correct-horse' }, cookie)
    expect(linked.status).toBe(200)
    expect(await linked.json()).toMatchObject({ email, firstName: 'Ana', emailVerified: true })
    const later = await allow(email)
    const signedIn = await post('/v1/auth/social/callback', { state: later.state, code: later.code }, later.cookie)
    expect(signedIn.status).toBe(200)
    expect((await signedIn.json()).firstName).toBe('Ana')
  })

  it('starts only for a known provider and a path of this site', async () => {
    expect((await post('/v1/auth/social/start', { provider: 'stand-in', returnPath: '//attacker.example/x' })).status).toBe(400)
    expect((await post('/v1/auth/social/start', { provider: 'stand-in', returnPath: 'https://attacker.example/' })).status).toBe(400)
    expect((await post('/v1/auth/social/start', { provider: 'nobody', returnPath: '/de-de/account/' })).status).toBe(400)
  })

  it('names the providers with the configured, fictitious name', async () => {
    vi.stubEnv('IDENTITY_PROVIDER_NAME', 'Testing ID')
    const providers = await (await fetch(`${BASE}/v1/auth/social/providers`)).json()
    vi.unstubAllEnvs()
    expect(providers).toEqual([{ id: 'stand-in', name: 'Testing ID' }])
  })
})
