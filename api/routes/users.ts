import { http, HttpResponse } from 'msw'
import { checkSignUp, EMAIL_MAX_LENGTH, type SignUpField } from '../../features/account/index.ts'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { actionBody } from '../http/actionBody.ts'
import { accountLink } from '../http/accountLink.ts'
import { answerHashingBusy } from '../http/hashingBusy.ts'
import { queueMail } from '../mail/queueMail.ts'
import { issueAccountToken } from '../model/accountTokens.ts'
import { reservationsForEmail } from '../model/reservations.ts'
import { cookieValue, SESSION_COOKIE, sessionUserId } from '../model/sessions.ts'
import { createUser, userByEmail, userById } from '../model/users.ts'

/** Only strings are read from a body: a number or an object where text belongs is a 400, not a 500. */
function textField(body: Record<string, unknown>, name: string): string {
  const value = body[name] ?? ''
  if (typeof value !== 'string') throw new BadRequest(`"${name}" must be a string.`)
  return value
}

/** The logged-in account of a request, or a 401 answer. */
export function currentUser(request: Request) {
  const user = userById(sessionUserId(cookieValue(request.headers.get('cookie'), SESSION_COOKIE)) ?? '')
  if (!user) throw new BadRequest('Log in first: this needs a session.', 401)
  return user
}

/** The mail's language: the request's "locale" when it names one (api/mail/ falls back to English). */
export function mailLocale(body: Record<string, unknown>): { locale?: string } {
  return typeof body.locale === 'string' ? { locale: body.locale } : {}
}

/**
 * POST /v2/users { firstName, lastName, email, password, locale? }: 202 { status: "verificationSent" } whether or not
 * the email has an account, so sign-up tells nobody which emails are registered (issue 24). A new email gets an
 * unverified account and a verification mail (api/routes/accountTokens.ts opens its link); the owner of an existing
 * one is mailed a note with a password-reset link, and nothing is created. Both paths hash the password once
 * (api/model/users.ts), so they take as long. The rules are the sign-up form's (features/account/accountRules.ts): a
 * problem answers 400 with { message, fields }; a full password hashing queue 503 (as a login). Signing up does not log in.
 */
export const signUpHandler = http.post(
  '*/v2/users',
  answer(async ({ request }) => {
    const body = await actionBody(request, 'signUpRequest')
    const values = {
      firstName: textField(body, 'firstName'),
      lastName: textField(body, 'lastName'),
      email: textField(body, 'email'),
      password: textField(body, 'password'),
    }
    const problems = checkSignUp(values)
    const named = Object.keys(problems) as SignUpField[]
    if (named.length > 0) return HttpResponse.json({ message: `Check ${named.join(', ')}.`, fields: problems }, { status: 400 })
    let created: Awaited<ReturnType<typeof createUser>>
    try {
      created = await createUser(values)
    } catch (error) {
      return answerHashingBusy(error)
    }
    if (!created.ok && created.reason === 'full')
      return HttpResponse.json({ message: 'No new accounts can be made at the moment: try again later.', code: 'full' }, { status: 503 })
    if (created.ok) {
      const { user } = created
      const link = accountLink(request, 'verify', issueAccountToken(user.id, 'emailVerification'), mailLocale(body).locale)
      queueMail({ kind: 'emailVerification', to: user.email, firstName: user.firstName, link, ...mailLocale(body) })
    } else {
      const { existing } = created
      const resetLink = accountLink(request, 'password', issueAccountToken(existing.id, 'passwordReset'), mailLocale(body).locale)
      queueMail({ kind: 'accountExists', to: existing.email, firstName: existing.firstName, resetLink, ...mailLocale(body) })
    }
    return HttpResponse.json({ status: 'verificationSent' }, { status: 202 })
  }),
)

/** GET /v2/users/me: the logged-in account's personal data, 401 without a session. */
export const meHandler = http.get(
  '*/v2/users/me',
  answer(({ request }) => HttpResponse.json(currentUser(request))),
)

/**
 * GET /v2/users/me/reservations: the reservations booked with the account's email (newest first), 401 without a
 * session. An account whose email is not verified sees none: whoever signs up with someone else's email must not
 * read that person's guest bookings (issue 24); they join the account when the owner opens the verification link.
 */
export const myReservationsHandler = http.get(
  '*/v2/users/me/reservations',
  answer(({ request }) => {
    const user = currentUser(request)
    return HttpResponse.json(user.emailVerified ? reservationsForEmail(user.email) : [])
  }),
)

/**
 * POST /v2/users/me/password/reset { email, locale? }: asks for a reset link. The same 202 answer whether the email
 * has an account or not, so the form tells nobody which addresses are registered; an existing account is mailed a
 * link with a single-use token valid 30 minutes (POST /v2/users/password sets the new password with it).
 */
export const passwordResetHandler = http.post(
  '*/v2/users/me/password/reset',
  answer(async ({ request }) => {
    const body = await actionBody(request, 'passwordResetRequest')
    const email = textField(body, 'email')
    if (email.trim() === '') throw new BadRequest('"email" is required.')
    if (email.length > EMAIL_MAX_LENGTH) throw new BadRequest(`"email" can have at most ${EMAIL_MAX_LENGTH} characters.`)
    const user = userByEmail(email)
    if (user) {
      const link = accountLink(request, 'password', issueAccountToken(user.id, 'passwordReset'), mailLocale(body).locale)
      queueMail({ kind: 'passwordReset', to: user.email, firstName: user.firstName, link, ...mailLocale(body) })
    }
    return HttpResponse.json({ status: 'resetRequested' }, { status: 202 })
  }),
)
