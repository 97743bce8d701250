import { http, HttpResponse } from 'msw'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { actionBody } from '../http/actionBody.ts'
import { EMAIL_MAX_LENGTH } from '../../features/account/index.ts'
import { clientAddressOf } from '../http/clientAddressOf.ts'
import { answerHashingBusy } from '../http/hashingBusy.ts'
import { requestHost } from '../http/sameOrigin.ts'
import { tooManyAttempts } from '../http/tooManyAttempts.ts'
import { loginAttempt } from '../model/loginThrottle.ts'
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
 * Secure outside localhost). A wrong email or password: 401, one message for both. After repeated failures from
 * one client address, for one account or across accounts: 429 with Retry-After (api/model/loginThrottle.ts). An email
 * longer than any address can be (254 characters) is a 400: it is neither hashed nor kept. When MAX_WAITING hashes
 * already wait for the hashing thread (api/model/scryptQueue.ts): 503 with Retry-After.
 */
export const loginHandler = http.post(
  '*/v1/auth/login',
  answer(async ({ request }) => {
    const body = await actionBody(request, 'loginRequest')
    const [email, password] = [body.email, body.password]
    if (typeof email !== 'string' || typeof password !== 'string' || email.trim() === '' || password === '')
      throw new BadRequest('"email" and "password" are required strings.')
    if (email.length > EMAIL_MAX_LENGTH) throw new BadRequest(`"email" can have at most ${EMAIL_MAX_LENGTH} characters.`)
    // Counted before the password is checked: thirty parallel guesses count as thirty.
    const attempt = loginAttempt(clientAddressOf(request), email)
    if (attempt.waitMs > 0) return tooManyAttempts(attempt.waitMs, 'failed logins')
    // A full hashing queue is a 503; the attempt still counts, so flooding the queue cannot reset a count.
    let user: Awaited<ReturnType<typeof authenticate>>
    try {
      user = await authenticate(email, password)
    } catch (error) {
      return answerHashingBusy(error)
    }
    if (!user) return HttpResponse.json({ message: 'The email or the password is wrong.', code: 'wrongCredentials' }, { status: 401 })
    attempt.succeeded()
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
