import { http, HttpResponse } from 'msw'
import { checkSignUp, type SignUpField } from '../../features/account/index.ts'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { actionBody } from '../http/actionBody.ts'
import { answerHashingBusy } from '../http/hashingBusy.ts'
import { reservationsForEmail } from '../model/reservations.ts'
import { cookieValue, SESSION_COOKIE, sessionUserId } from '../model/sessions.ts'
import { createUser, userById } from '../model/users.ts'

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

/**
 * POST /v2/users { firstName, lastName, email, password }: creates an account (201 with the user). The rules
 * are the sign-up form's (features/account/accountRules.ts); a problem answers 400 with { message, fields }.
 * An email that has an account answers 409 { code: "accountExists" }; a full password hashing queue 503 (as a login).
 * Signing up does not log in.
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
    if (!created.ok) return HttpResponse.json({ message: 'An account with this email exists.', code: 'accountExists' }, { status: 409 })
    return HttpResponse.json(created.user, { status: 201 })
  }),
)

/** GET /v2/users/me: the logged-in account's personal data, 401 without a session. */
export const meHandler = http.get(
  '*/v2/users/me',
  answer(({ request }) => HttpResponse.json(currentUser(request))),
)

/** GET /v2/users/me/reservations: the reservations booked with the account's email (newest first), 401 without a session. */
export const myReservationsHandler = http.get(
  '*/v2/users/me/reservations',
  answer(({ request }) => HttpResponse.json(reservationsForEmail(currentUser(request).email))),
)

/**
 * POST /v2/users/me/password/reset { email }: asks for a reset link. The same 202 answer whether the email has an
 * account or not, so the form tells nobody which addresses are registered. The reference API sends no mail.
 */
export const passwordResetHandler = http.post(
  '*/v2/users/me/password/reset',
  answer(async ({ request }) => {
    const email = textField(await actionBody(request), 'email')
    if (email.trim() === '') throw new BadRequest('"email" is required.')
    return HttpResponse.json({ status: 'resetRequested' }, { status: 202 })
  }),
)
