// The reference API's accounts (SPEC §5, §7): sign-up rules, scrypt hashes, the session cookie, the origin
// check, slowed repeated failed logins, and the account's reservations linked by the booking's email.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { handlers } from '../../../api/handlers.ts'
import { queuedMails } from '../../../api/mail/queueMail.ts'
import { hashPassword, verifyPassword } from '../../../api/model/passwordHash.ts'
import { FREE_ATTEMPTS } from '../../../api/model/loginThrottle.ts'
import { toUtcIsoDate } from '../../../engine/shared/isoDate.ts'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const BASE = 'https://api.example.test'
let counter = 0
const uniqueEmail = () => `renter${Date.now()}-${++counter}@example.com`
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${BASE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
const signUp = (overrides: Record<string, unknown> = {}) =>
  post('/v2/users', { firstName: 'Ana', lastName: 'Lopez', email: uniqueEmail(), password: 'correct-horse', ...overrides })
/** The token in the link of the latest mail of this kind to this address (api/mail/queueMail.ts keeps them for tests). */
const mailedToken = (to: string, kind: 'emailVerification' | 'passwordReset' | 'accountExists') => {
  const mail = [...queuedMails()].reverse().find((queued) => queued.to === to && queued.kind === kind)
  const link = mail && ('link' in mail ? mail.link : 'resetLink' in mail ? mail.resetLink : '')
  return /#\/(?:verify|password)\/([\w-]+)$/.exec(link ?? '')?.[1] ?? ''
}
const sessionOf = (answer: Response) => /sx_session=([^;]*)/.exec(answer.headers.get('set-cookie') ?? '')?.[1]

describe('password hashes', () => {
  it('stores a salted scrypt hash that verifies the password and nothing else', async () => {
    const [first, second] = [await hashPassword('correct-horse'), await hashPassword('correct-horse')]
    expect(first).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/)
    expect(first).not.toBe(second)
    expect(first).not.toContain('correct-horse')
    expect(await verifyPassword('correct-horse', first)).toBe(true)
    expect(await verifyPassword('correct-horsE', first)).toBe(false)
  })
})

describe('sign-up, login, logout', () => {
  it('creates an account, answers a second sign-up with the same email (any case) alike, and never logs the password', async () => {
    const log = vi.spyOn(console, 'log')
    const error = vi.spyOn(console, 'error')
    const email = uniqueEmail()
    const created = await signUp({ email })
    expect(created.status).toBe(202)
    expect(await created.json()).toEqual({ status: 'verificationSent' })
    const login = await post('/v1/auth/login', { email, password: 'correct-horse' })
    const user = await login.json()
    expect(user).toMatchObject({ firstName: 'Ana', lastName: 'Lopez', email, emailVerified: false })
    expect(JSON.stringify(user)).not.toContain('correct-horse')
    const again = await signUp({ email: email.toUpperCase(), password: 'other-horse' })
    expect(again.status).toBe(202)
    expect(await again.json()).toEqual({ status: 'verificationSent' })
    // The second sign-up created nothing: the first password still logs in, the second does not.
    expect((await post('/v1/auth/login', { email, password: 'other-horse' })).status).toBe(401)
    for (const call of [...log.mock.calls, ...error.mock.calls]) expect(JSON.stringify(call)).not.toContain('correct-horse')
    log.mockRestore()
    error.mockRestore()
  })

  it.each([
    [{ firstName: 'a'.repeat(51) }, 'firstName'],
    [{ lastName: '' }, 'lastName'],
    [{ email: 'ana@example' }, 'email'],
    [{ password: 'a'.repeat(7) }, 'password'],
    [{ password: 'a'.repeat(51) }, 'password'],
    [{ password: ' abcdefgh' }, 'password'],
  ])('refuses %j with 400 naming %s', async (change, field) => {
    const answer = await signUp(change)
    expect(answer.status).toBe(400)
    expect(Object.keys((await answer.json()).fields)).toEqual([field])
  })

  it('accepts the edges: 50-character names, 8- and 50-character passwords', async () => {
    expect((await signUp({ firstName: 'a'.repeat(50), lastName: 'b'.repeat(50), password: 'p'.repeat(8) })).status).toBe(202)
    expect((await signUp({ password: 'p'.repeat(50) })).status).toBe(202)
  })

  it('logs in with an HttpOnly, SameSite, Secure cookie outside localhost; /v2/users/me needs it; logout ends it', async () => {
    const email = uniqueEmail()
    await signUp({ email })
    const login = await post('/v1/auth/login', { email, password: 'correct-horse' })
    expect(login.status).toBe(200)
    const cookie = login.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Secure/)
    const token = sessionOf(login)
    expect(token).toBeTruthy()
    expect((await fetch(`${BASE}/v2/users/me`)).status).toBe(401)
    const me = await fetch(`${BASE}/v2/users/me`, { headers: { cookie: `sx_session=${token}` } })
    expect(await me.json()).toMatchObject({ email })
    const logout = await post('/v1/auth/logout', {}, { cookie: `sx_session=${token}` })
    expect(await logout.json()).toEqual({ status: 'loggedOut' })
    expect(logout.headers.get('set-cookie')).toMatch(/Max-Age=0/)
    expect((await fetch(`${BASE}/v2/users/me`, { headers: { cookie: `sx_session=${token}` } })).status).toBe(401)
  })

  it('sends no Secure flag to localhost, where the site runs over plain http', async () => {
    const email = uniqueEmail()
    await signUp({ email })
    const login = await fetch('http://localhost:3000/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct-horse' }),
    })
    expect(login.headers.get('set-cookie')).not.toMatch(/Secure/)
  })

  it('answers a wrong password and an unknown email alike', async () => {
    const email = uniqueEmail()
    await signUp({ email })
    const wrong = await post('/v1/auth/login', { email, password: 'wrong-horse' })
    const unknown = await post('/v1/auth/login', { email: uniqueEmail(), password: 'correct-horse' })
    expect([wrong.status, unknown.status]).toEqual([401, 401])
    expect(await wrong.json()).toEqual(await unknown.json())
  })

  it(`slows down logins after ${FREE_ATTEMPTS} failures in a row with 429 and Retry-After`, async () => {
    const email = uniqueEmail()
    await signUp({ email })
    for (let attempt = 0; attempt < FREE_ATTEMPTS; attempt++)
      expect((await post('/v1/auth/login', { email, password: 'wrong-horse' })).status).toBe(401)
    const slowed = await post('/v1/auth/login', { email, password: 'correct-horse' })
    expect(slowed.status).toBe(429)
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it.each([[{ origin: 'https://evil.example.net' }], [{ 'sec-fetch-site': 'cross-site' }], [{ origin: 'null' }]])(
    'refuses account actions from another site (%j) with 403',
    async (headers) => {
      expect((await post('/v1/auth/login', { email: 'ana@example.com', password: 'x' }, headers)).status).toBe(403)
      expect(
        (await post('/v2/users', { firstName: 'A', lastName: 'B', email: uniqueEmail(), password: 'correct-horse' }, headers)).status,
      ).toBe(403)
      expect((await post('/v1/auth/logout', {}, headers)).status).toBe(403)
    },
  )

  it('accepts an action from its own origin', async () => {
    expect((await signUp({}).then(() => post('/v2/users/me/password/reset', { email: 'ana@example.com' }, { origin: BASE }))).status).toBe(
      202,
    )
  })

  it('answers a password reset the same for a known and an unknown email', async () => {
    const email = uniqueEmail()
    await signUp({ email })
    const known = await post('/v2/users/me/password/reset', { email })
    const unknown = await post('/v2/users/me/password/reset', { email: uniqueEmail() })
    expect([known.status, await known.json()]).toEqual([unknown.status, await unknown.json()])
  })
})

describe("the account's reservations", () => {
  it('lists the reservations booked with the account email, and only those, once the email is verified', async () => {
    const email = uniqueEmail()
    await signUp({ email })
    await post('/v2/users/verification', { token: mailedToken(email, 'emailVerification') })
    const token = sessionOf(await post('/v1/auth/login', { email, password: 'correct-horse' }))
    const day = (offset: number) => toUtcIsoDate(new Date(Date.now() + offset * 86400000))
    const search = `branchId=us-jfk-airport&pickupDate=${day(9)}T12:30&returnDate=${day(12)}T08:30&currency=USD`
    const { offers } = await (await fetch(`${BASE}/v1/rentaloffers/offers?${search}`)).json()
    const book = (driverEmail: string) =>
      post('/v1/rentalreservations/create', {
        offerId: offers[0].id,
        branchId: 'us-jfk-airport',
        pickupDate: `${day(9)}T12:30`,
        returnDate: `${day(12)}T08:30`,
        currency: 'USD',
        driver: { firstName: 'Ana', lastName: 'Lopez', email: driverEmail },
        termsAccepted: true,
      }).then((answer) => answer.json())
    const mine = await book(email.toUpperCase())
    await book(uniqueEmail())
    const listed = await (await fetch(`${BASE}/v2/users/me/reservations`, { headers: { cookie: `sx_session=${token}` } })).json()
    expect(listed.map((reservation: { reservationNumber: string }) => reservation.reservationNumber)).toEqual([mine.reservationNumber])
    expect((await fetch(`${BASE}/v2/users/me/reservations`)).status).toBe(401)
  })
})
