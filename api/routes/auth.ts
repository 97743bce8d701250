import { http, HttpResponse } from 'msw'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { actionBody } from '../http/actionBody.ts'
import { requestHost } from '../http/sameOrigin.ts'
import { forgetLoginFailures, loginWait, recordLoginFailure } from '../model/loginThrottle.ts'
import { clearedSessionCookie, cookieValue, endSession, SESSION_COOKIE, sessionCookie, startSession } from '../model/sessions.ts'
import { authenticate } from '../model/users.ts'

/**
 * A JSON answer that sets the session cookie for the browser only. A plain Response, not msw's HttpResponse: msw
 * remembers the Set-Cookie of an HttpResponse in one process-wide cookie store and adds it to later requests
 * (its emulation of a browser), which on a server would hand one visitor's session to every other visitor.
 */
function withSessionCookie(body: unknown, cookie: string): Response {
  return Response.json(body, { headers: { 'set-cookie': cookie, 'cache-control': 'no-store' } })
}

/**
 * POST /v1/auth/login { email, password }: 200 with the user and the session cookie (HttpOnly, SameSite=Lax,
 * Secure outside localhost). A wrong email or password: 401, one message for both. After repeated failures for
 * one email: 429 with Retry-After (api/model/loginThrottle.ts).
 */
export const loginHandler = http.post(
  '*/v1/auth/login',
  answer(async ({ request }) => {
    const body = await actionBody(request, 'loginRequest')
    const [email, password] = [body.email, body.password]
    if (typeof email !== 'string' || typeof password !== 'string' || email.trim() === '' || password === '')
      throw new BadRequest('"email" and "password" are required strings.')
    const wait = loginWait(email)
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000)
      return HttpResponse.json(
        { message: `Too many failed logins: try again in ${seconds} s.`, code: 'tooManyAttempts' },
        { status: 429, headers: { 'retry-after': String(seconds) } },
      )
    }
    const user = await authenticate(email, password)
    if (!user) {
      recordLoginFailure(email)
      return HttpResponse.json({ message: 'The email or the password is wrong.', code: 'wrongCredentials' }, { status: 401 })
    }
    forgetLoginFailures(email)
    // A login replaces the session the browser had (no session fixation).
    endSession(cookieValue(request.headers.get('cookie'), SESSION_COOKIE))
    return withSessionCookie(user, sessionCookie(startSession(user.id), requestHost(request)))
  }),
)

/** POST /v1/auth/logout: ends the session and clears the cookie; answers the same without one. */
export const logoutHandler = http.post(
  '*/v1/auth/logout',
  answer(async ({ request }) => {
    await actionBody(request)
    endSession(cookieValue(request.headers.get('cookie'), SESSION_COOKIE))
    return withSessionCookie({ status: 'loggedOut' }, clearedSessionCookie(requestHost(request)))
  }),
)
