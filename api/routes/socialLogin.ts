import { http, HttpResponse } from 'msw'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { actionBody } from '../http/actionBody.ts'
import { clientAddressOf } from '../http/clientAddressOf.ts'
import { answerHashingBusy } from '../http/hashingBusy.ts'
import { isLocalHost } from '../http/isLocalHost.ts'
import { requestHost } from '../http/sameOrigin.ts'
import { tooManyAttempts } from '../http/tooManyAttempts.ts'
import { identityProviderById, identityProviders } from '../identity/identityProviders.ts'
import { siteBrandName } from '../mail/mailSender.ts'
import { loginAttempt } from '../model/loginThrottle.ts'
import { cookieValue, endSession, SESSION_COOKIE, sessionCookie, startSession } from '../model/sessions.ts'
import {
  awaitPassword,
  browserBinding,
  codeChallengeOf,
  forgetPendingLink,
  linkedUserId,
  linkIdentity,
  pendingLink,
  randomToken,
  rememberStartedLogin,
  SOCIAL_COOKIE,
  SOCIAL_LOGIN_TTL_MS,
  takeStartedLogin,
} from '../model/socialLogins.ts'
import { authenticate, createSocialUser, markEmailVerified, userByEmail, userById } from '../model/users.ts'

/**
 * Social login (issue 26 §7, docs/web-api.md "Social login"): the authorization code flow with state and PKCE against
 * an identity provider (api/identity/), the provider's page on its own origin. The browser starts it here, goes to the
 * provider, comes back to the page it started on with ?code&state, and that page hands both to the callback, which
 * signs in, creates a verified account on first use, or, when the provider's email already has an account, asks
 * for that account's password once before linking (a provider's word about an email is no proof of owning our account).
 */

/** A path of this site to come back to: one leading slash, no query or fragment (the provider adds its own query). */
const RETURN_PATH = /^\/(?!\/)[\w\-./]{0,200}$/

function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name]
  if (typeof value !== 'string' || value === '') throw new BadRequest(`"${name}" is a required string.`, 400, name)
  return value
}

/** A JSON answer with cookies for the browser only (a plain Response: see withSessionCookie in ./auth.ts). */
function withCookies(body: unknown, cookies: string[], status = 200): Response {
  const headers = new Headers({ 'cache-control': 'no-store' })
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return Response.json(body, { status, headers })
}

/** The browser binding cookie: HttpOnly, SameSite=Lax (it comes back on the site's own requests), Secure outside localhost. */
function socialCookie(value: string, host: string): string {
  return [
    `${SOCIAL_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${SOCIAL_LOGIN_TTL_MS / 1000}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(isLocalHost(host) ? [] : ['Secure']),
  ].join('; ')
}

const browserOf = (request: Request) => {
  const cookie = cookieValue(request.headers.get('cookie'), SOCIAL_COOKIE)
  return cookie ? browserBinding(cookie) : ''
}

/**
 * A new session for the account, replacing the browser's (no session fixation). Only the session cookie is set: the
 * binding cookie binds nothing once its state is taken and expires by itself (and the API's Node bridge sends one
 * Set-Cookie header per answer, api/node/serveApiRequest.ts).
 */
function signedIn(request: Request, userId: string): Response {
  endSession(cookieValue(request.headers.get('cookie'), SESSION_COOKIE))
  return withCookies(userById(userId), [sessionCookie(startSession(userId), requestHost(request))])
}

/** GET /v1/auth/social/providers: the identity providers the login screen offers, with the names their buttons show. */
export const socialProvidersHandler = http.get(
  '*/v1/auth/social/providers',
  answer(() => HttpResponse.json(identityProviders().map(({ provider, name }) => ({ id: provider.id, name })))),
)

/**
 * POST /v1/auth/social/start { provider, returnPath, locale? }: pushes the authorization request to the provider (the
 * redirect address is this host's returnPath) and answers { authorizeUrl } for the browser to open, with the cookie
 * that binds the state to this browser. 400 for an unknown provider or a return path that is not one of this site.
 */
export const socialStartHandler = http.post(
  '*/v1/auth/social/start',
  answer(async ({ request }) => {
    const body = await actionBody(request, 'socialStartRequest')
    const provider = identityProviderById(stringField(body, 'provider'))
    if (!provider) throw new BadRequest('No identity provider has this id.', 400, 'provider')
    const returnPath = stringField(body, 'returnPath')
    if (!RETURN_PATH.test(returnPath) || returnPath.includes('..'))
      throw new BadRequest('"returnPath" is a path of this site.', 400, 'returnPath')
    const host = requestHost(request)
    const siteOrigin = `${isLocalHost(host) ? 'http' : 'https'}://${host}`
    const locale = typeof body.locale === 'string' && /^[a-z]{2}-[A-Z]{2}$/.test(body.locale) ? body.locale : 'en-US'
    const [cookie, state, codeVerifier] = [randomToken(), randomToken(), randomToken()]
    const redirectUri = `${siteOrigin}${returnPath}`
    const { authorizeUrl } = provider.pushAuthorizationRequest(
      { redirectUri, state, codeChallenge: codeChallengeOf(codeVerifier), locale, clientName: siteBrandName() },
      siteOrigin,
    )
    rememberStartedLogin(state, { provider: provider.id, browser: browserBinding(cookie), codeVerifier, redirectUri })
    return withCookies({ authorizeUrl }, [socialCookie(cookie, host)])
  }),
)

/**
 * POST /v1/auth/social/callback { state, code }: the page the provider sent the visitor back to hands on its query.
 * 200 with the account and the session cookie: the provider's person is linked already, or had no account (one is
 * made, its email verified by the provider). 409 code "linkRequired": the email has an account, whose password
 * POST /v1/auth/social/link asks for. 400 codes: "stateMismatch" (not started by this browser, answered already, or
 * older than 10 minutes), "expiredCode" (the provider's code is good for 60 s), "invalidCode", "emailNotVerified".
 */
export const socialCallbackHandler = http.post(
  '*/v1/auth/social/callback',
  answer(async ({ request }) => {
    const body = await actionBody(request, 'socialCallbackRequest')
    const [state, code] = [stringField(body, 'state'), stringField(body, 'code')]
    const browser = browserOf(request)
    const login = takeStartedLogin(state, browser)
    if (!login)
      throw new BadRequest('This sign-in was not started in this browser, or is over: start again.', 400, 'state', 'stateMismatch')
    const provider = identityProviderById(login.provider)
    const exchange = provider?.exchangeCode({ code, codeVerifier: login.codeVerifier, redirectUri: login.redirectUri })
    if (!exchange?.ok) {
      if (exchange?.reason === 'expired') throw new BadRequest('The provider’s code has expired: start again.', 400, 'code', 'expiredCode')
      throw new BadRequest('The provider did not accept the code: start again.', 400, 'code', 'invalidCode')
    }
    const { identity } = exchange
    if (!identity.emailVerified)
      throw new BadRequest('The provider has not verified this email: sign up with it instead.', 400, undefined, 'emailNotVerified')
    const linked = linkedUserId(login.provider, identity.subject)
    if (linked && userById(linked)) return signedIn(request, linked)
    let created: Awaited<ReturnType<typeof createSocialUser>>
    try {
      created = await createSocialUser(identity)
    } catch (error) {
      return answerHashingBusy(error)
    }
    if (created.ok) {
      linkIdentity(login.provider, identity.subject, created.user.id)
      return signedIn(request, created.user.id)
    }
    if (created.reason === 'full')
      return HttpResponse.json({ message: 'No new accounts can be made at the moment: try again later.', code: 'full' }, { status: 503 })
    const existing = userByEmail(identity.email)
    if (existing) awaitPassword(browser, { provider: login.provider, subject: identity.subject, userId: existing.id })
    return HttpResponse.json(
      { message: 'This email has an account: its password links the provider to it (POST /v1/auth/social/link).', code: 'linkRequired' },
      { status: 409 },
    )
  }),
)

/**
 * POST /v1/auth/social/link { password }: the owner of the account the provider's email belongs to proves it with the
 * account's password; the provider is linked (it signs in from now on), the email counts as verified, and the visitor
 * is logged in. 400 code "linkExpired" when this browser has no link waiting (10 minutes); 401 "wrongCredentials";
 * 429 after repeated failures, counted as logins are.
 */
export const socialLinkHandler = http.post(
  '*/v1/auth/social/link',
  answer(async ({ request }) => {
    const body = await actionBody(request, 'socialLinkRequest')
    const password = stringField(body, 'password')
    const browser = browserOf(request)
    const link = browser ? pendingLink(browser) : undefined
    const user = link && userById(link.userId)
    if (!link || !user)
      throw new BadRequest('No social login waits for a password in this browser: start again.', 400, undefined, 'linkExpired')
    const attempt = loginAttempt(clientAddressOf(request), user.email)
    if (attempt.waitMs > 0) return tooManyAttempts(attempt.waitMs, 'failed logins')
    let authenticated: Awaited<ReturnType<typeof authenticate>>
    try {
      authenticated = await authenticate(user.email, password)
    } catch (error) {
      return answerHashingBusy(error)
    }
    if (!authenticated) return HttpResponse.json({ message: 'The password is wrong.', code: 'wrongCredentials' }, { status: 401 })
    attempt.succeeded()
    forgetPendingLink(browser)
    linkIdentity(link.provider, link.subject, user.id)
    markEmailVerified(user.id)
    return signedIn(request, user.id)
  }),
)

export const socialLoginHandlers = [socialProvidersHandler, socialStartHandler, socialCallbackHandler, socialLinkHandler]
