// Accounts only their owner can read (issue 24): signing up with someone else's email showed that person's guest
// bookings, and answered 409 for a registered email (telling anyone which emails have accounts). Now sign-up answers
// alike and mails the owner, an account sees its bookings only once the email is verified through the mailed link,
// and a password-reset link is single-use, expires after 30 minutes, and ends every session.
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { handlers } from '../../../api/handlers.ts'
import { queuedMails } from '../../../api/mail/queueMail.ts'
import type { MailRequest } from '../../../api/mail/mailRequest.ts'
import { toUtcIsoDate } from '../../../engine/shared/isoDate.ts'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
afterEach(() => vi.useRealTimers())

const BASE = 'https://api.example.test'
const PAGE = `${BASE}/de/mysixt/`
let counter = 0
const uniqueEmail = () => `owner${Date.now()}-${++counter}@example.com`
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${BASE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
const signUp = (email: string, password = 'correct-horse') =>
  post('/v2/users', { firstName: 'Ana', lastName: 'Lopez', email, password, locale: 'de-DE' }, { referer: `${PAGE}?from=mail#/login` })
const login = async (email: string, password = 'correct-horse') =>
  /sx_session=([^;]*)/.exec((await post('/v1/auth/login', { email, password })).headers.get('set-cookie') ?? '')?.[1] ?? ''
const withSession = (token: string) => ({ headers: { cookie: `sx_session=${token}` } })
const myReservations = async (token: string) =>
  (await (await fetch(`${BASE}/v2/users/me/reservations`, withSession(token))).json()) as { reservationNumber: string }[]

const mailsTo = (to: string) => queuedMails().filter((mail) => mail.to === to)
const linkOf = (mail: MailRequest | undefined) => (mail && 'link' in mail ? mail.link : mail && 'resetLink' in mail ? mail.resetLink : '')
const tokenOf = (mail: MailRequest | undefined) => /#\/(?:verify|password)\/([\w-]+)$/.exec(linkOf(mail))?.[1] ?? ''
const latest = (to: string, kind: MailRequest['kind']) =>
  mailsTo(to)
    .reverse()
    .find((mail) => mail.kind === kind)

async function bookAsGuest(email: string): Promise<string> {
  const day = (offset: number) => toUtcIsoDate(new Date(Date.now() + offset * 86400000))
  const search = `branchId=us-jfk-airport&pickupDate=${day(9)}T12:30&returnDate=${day(12)}T08:30&currency=USD`
  const { offers } = await (await fetch(`${BASE}/v1/rentaloffers/offers?${search}`)).json()
  const created = await post('/v1/rentalreservations/create', {
    offerId: offers[0].id,
    branchId: 'us-jfk-airport',
    pickupDate: `${day(9)}T12:30`,
    returnDate: `${day(12)}T08:30`,
    currency: 'USD',
    driver: { firstName: 'Ana', lastName: 'Lopez', email },
    termsAccepted: true,
  })
  return (await created.json()).reservationNumber
}

describe("someone else's bookings", () => {
  it("an account signed up with a guest's email listed the guest's bookings: unverified it sees none, verified by the owner it does", async () => {
    const email = uniqueEmail()
    const number = await bookAsGuest(email)
    // The attacker signs up with the guest's email, cannot open the mail, and logs in.
    expect((await signUp(email)).status).toBe(202)
    const attacker = await login(email)
    expect(attacker).not.toBe('')
    expect(await myReservations(attacker)).toEqual([])
    // The owner opens the verification link of the mail.
    const mail = latest(email, 'emailVerification')
    expect(mail).toMatchObject({ kind: 'emailVerification', firstName: 'Ana', locale: 'de-DE' })
    expect(linkOf(mail)).toMatch(new RegExp(`^${PAGE.replaceAll('.', '\\.')}#/verify/[\\w-]{20,}$`))
    const verified = await post('/v2/users/verification', { token: tokenOf(mail) })
    expect(verified.status).toBe(200)
    expect(await verified.json()).toMatchObject({ email, emailVerified: true })
    expect((await myReservations(await login(email))).map((reservation) => reservation.reservationNumber)).toEqual([number])
  })

  it('a verification token works once; an unknown one is refused with code invalidToken', async () => {
    const email = uniqueEmail()
    await signUp(email)
    const token = tokenOf(latest(email, 'emailVerification'))
    expect((await post('/v2/users/verification', { token })).status).toBe(200)
    for (const used of [token, 'not-a-token']) {
      const again = await post('/v2/users/verification', { token: used })
      expect(again.status).toBe(400)
      expect(await again.json()).toMatchObject({ code: 'invalidToken' })
    }
  })

  it('a verification token expires after 48 hours', async () => {
    const email = uniqueEmail()
    await signUp(email)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 48 * 60 * 60 * 1000 + 1000 })
    expect((await post('/v2/users/verification', { token: tokenOf(latest(email, 'emailVerification')) })).status).toBe(400)
  })
})

describe('signing up with a registered email', () => {
  it('told anyone the email was registered (409): it answers exactly like a new email and mails the owner a reset link', async () => {
    const email = uniqueEmail()
    const first = await signUp(email)
    const mailsBefore = mailsTo(email).length
    const second = await signUp(email.toUpperCase(), 'other-horse')
    const fresh = await signUp(uniqueEmail())
    const [firstBody, secondBody, freshBody] = [await first.text(), await second.text(), await fresh.text()]
    expect([first.status, second.status, fresh.status]).toEqual([202, 202, 202])
    expect(secondBody).toBe(firstBody)
    expect(freshBody).toBe(firstBody)
    expect(JSON.parse(firstBody)).toEqual({ status: 'verificationSent' })
    const owned = mailsTo(email).slice(mailsBefore)
    expect(owned.map((mail) => mail.kind)).toEqual(['accountExists'])
    expect(linkOf(owned[0])).toMatch(/#\/password\/[\w-]{20,}$/)
    // The note's reset link sets a new password for the real account.
    expect((await post('/v2/users/password', { token: tokenOf(owned[0]), password: 'owner-horse' })).status).toBe(200)
    expect(await login(email, 'owner-horse')).not.toBe('')
  })
})

describe('password reset', () => {
  async function resetToken(email: string): Promise<string> {
    expect((await post('/v2/users/me/password/reset', { email, locale: 'fr-FR' })).status).toBe(202)
    const mail = latest(email, 'passwordReset')
    expect(mail).toMatchObject({ kind: 'passwordReset', locale: 'fr-FR' })
    return tokenOf(mail)
  }

  it('mails nothing for an email without an account', async () => {
    const email = uniqueEmail()
    expect((await post('/v2/users/me/password/reset', { email })).status).toBe(202)
    expect(mailsTo(email)).toEqual([])
  })

  it('the reset token is single-use, and the new password follows the sign-up rule', async () => {
    const email = uniqueEmail()
    await signUp(email)
    const token = await resetToken(email)
    const short = await post('/v2/users/password', { token, password: 'short' })
    expect(short.status).toBe(400)
    expect(Object.keys((await short.json()).fields)).toEqual(['password'])
    const changed = await post('/v2/users/password', { token, password: 'new-horse-1' })
    expect([changed.status, await changed.json()]).toEqual([200, { status: 'passwordChanged' }])
    const again = await post('/v2/users/password', { token, password: 'new-horse-2' })
    expect([again.status, (await again.json()).code]).toEqual([400, 'invalidToken'])
    expect(await login(email, 'new-horse-1')).not.toBe('')
    expect(await login(email, 'new-horse-2')).toBe('')
  })

  it('the reset token expires after 30 minutes', async () => {
    const email = uniqueEmail()
    await signUp(email)
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now: start })
    const [early, late] = [await resetToken(email), await resetToken(email)]
    vi.setSystemTime(start + 29 * 60 * 1000)
    expect((await post('/v2/users/password', { token: early, password: 'new-horse-1' })).status).toBe(200)
    // Setting a password voids the other links; a fresh one expires after 30 minutes on its own.
    expect((await post('/v2/users/password', { token: late, password: 'new-horse-2' })).status).toBe(400)
    const fresh = await resetToken(email)
    vi.setSystemTime(start + 29 * 60 * 1000 + 30 * 60 * 1000 + 1000)
    const expired = await post('/v2/users/password', { token: fresh, password: 'new-horse-3' })
    expect([expired.status, (await expired.json()).code]).toEqual([400, 'invalidToken'])
  })

  it('a new password ends every session of the account and verifies its email', async () => {
    const email = uniqueEmail()
    await signUp(email)
    const sessions = [await login(email), await login(email)]
    for (const session of sessions) expect((await fetch(`${BASE}/v2/users/me`, withSession(session))).status).toBe(200)
    expect((await post('/v2/users/password', { token: await resetToken(email), password: 'new-horse-1' })).status).toBe(200)
    for (const session of sessions) expect((await fetch(`${BASE}/v2/users/me`, withSession(session))).status).toBe(401)
    const me = await fetch(`${BASE}/v2/users/me`, withSession(await login(email, 'new-horse-1')))
    expect(await me.json()).toMatchObject({ emailVerified: true })
  })

  it('links lead to the site root when the request names no page of this site', async () => {
    const email = uniqueEmail()
    await post(
      '/v2/users',
      { firstName: 'Ana', lastName: 'Lopez', email, password: 'correct-horse' },
      { referer: 'https://evil.example.net/' },
    )
    expect(linkOf(latest(email, 'emailVerification'))).toMatch(new RegExp(`^${BASE.replaceAll('.', '\\.')}/#/verify/`))
  })

  it('links lead to the account page of the request’s locale on the host it called when no page of this site is named', async () => {
    // The served API builds its request URL on a fixed origin: the link comes from the Host header, not from it.
    const email = uniqueEmail()
    await post(
      '/v2/users',
      { firstName: 'Ana', lastName: 'Lopez', email, password: 'correct-horse', locale: 'fr-FR' },
      { host: 'localhost:3999' },
    )
    expect(linkOf(latest(email, 'emailVerification'))).toMatch(/^http:\/\/localhost:3999\/fr-fr\/account\/#\/verify\//)
  })
})
