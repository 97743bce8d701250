import { createHash, randomBytes } from 'node:crypto'
import { normalizedEmail } from '../../features/account/index.ts'
import { BoundedMap } from '../model/boundedMap.ts'
import type { AuthorizationRequest, CodeExchange, IdentityProvider, ProviderIdentity } from './identityProvider.ts'
import { identityProviderOriginFor } from './identityProviderOrigin.ts'

/** A pushed request is good for 10 minutes (time to read the consent page), a code for 60 seconds (RFC 6749 §4.1.2: short). */
export const REQUEST_TTL_MS = 10 * 60 * 1000
export const CODE_TTL_MS = 60 * 1000

export const STAND_IN_IDENTITY_PROVIDER_ID = 'stand-in'

interface PushedRequest extends AuthorizationRequest {
  expiresAt: number
}
interface IssuedCode {
  identity: ProviderIdentity
  redirectUri: string
  codeChallenge: string
  expiresAt: number
}

const requests = new BoundedMap<PushedRequest>({
  name: 'identity provider requests',
  maxEntries: 10_000,
  maxKeyLength: 64,
  ttlMs: REQUEST_TTL_MS,
  maxValueBytes: 2048,
})
/** Kept past their expiry (until the map drops them), so an expired code is told apart from an unknown one. */
const codes = new BoundedMap<IssuedCode>({
  name: 'identity provider codes',
  maxEntries: 10_000,
  maxKeyLength: 64,
  ttlMs: REQUEST_TTL_MS,
  maxValueBytes: 2048,
})

const base64urlSha256 = (text: string) => createHash('sha256').update(text).digest('base64url')

/** The stand-in's people are its emails: the same email is the same subject every time (a provider's stable id). */
export const subjectOf = (email: string) => `sub_${createHash('sha256').update(normalizedEmail(email)).digest('hex').slice(0, 24)}`

/** The pushed request a consent page shows, while it is good. */
export function pushedRequest(requestUri: string, now = Date.now()): PushedRequest | undefined {
  const request = requests.get(requestUri)
  return request && request.expiresAt > now ? request : undefined
}

/** Where the redirect address gets the visitor's answer: the query of the site's page, the state always beside it. */
function redirectWith(request: PushedRequest, parameters: Record<string, string>): string {
  const url = new URL(request.redirectUri)
  for (const [name, value] of Object.entries({ ...parameters, state: request.state })) url.searchParams.set(name, value)
  return url.href
}

/**
 * The visitor's answer on the consent page: allow issues a single-use code for the person they signed in as, deny
 * sends them back with error=access_denied (RFC 6749 §4.1.2.1). A request is answered once.
 */
export function answerConsent(
  requestUri: string,
  answer: { allow: true; person: { email: string; firstName: string; lastName: string } } | { allow: false },
  now = Date.now(),
): string | undefined {
  const request = pushedRequest(requestUri, now)
  if (!request) return undefined
  requests.delete(requestUri)
  if (!answer.allow) return redirectWith(request, { error: 'access_denied' })
  const code = randomBytes(24).toString('base64url')
  const { email, firstName, lastName } = answer.person
  codes.set(code, {
    identity: { subject: subjectOf(email), email: normalizedEmail(email), emailVerified: true, firstName, lastName },
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    expiresAt: now + CODE_TTL_MS,
  })
  return redirectWith(request, { code })
}

/** The reference API's stand-in identity provider: pushed requests, a consent page (serveStandInIdentityProvider.ts), codes. */
export const standInIdentityProvider: IdentityProvider = {
  id: STAND_IN_IDENTITY_PROVIDER_ID,

  pushAuthorizationRequest(request, siteOrigin, now = Date.now()) {
    const requestUri = `urn:stand-in:${randomBytes(18).toString('base64url')}`
    requests.set(requestUri, { ...request, expiresAt: now + REQUEST_TTL_MS })
    const authorize = new URL('/authorize', identityProviderOriginFor(siteOrigin))
    authorize.searchParams.set('request_uri', requestUri)
    return { authorizeUrl: authorize.href }
  },

  exchangeCode({ code, codeVerifier, redirectUri }, now = Date.now()): CodeExchange {
    const issued = codes.get(code)
    if (!issued) return { ok: false, reason: 'invalid' }
    // Single use (RFC 6749 §4.1.2): whatever the outcome, the code is gone.
    codes.delete(code)
    if (issued.expiresAt <= now) return { ok: false, reason: 'expired' }
    if (issued.redirectUri !== redirectUri || issued.codeChallenge !== base64urlSha256(codeVerifier))
      return { ok: false, reason: 'invalid' }
    return { ok: true, identity: issued.identity }
  },
}
