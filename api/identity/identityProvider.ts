/**
 * The boundary between the reference API and an identity provider (OAuth 2.0 authorization code flow with PKCE,
 * RFC 6749 and RFC 7636; the request pushed server to server first, RFC 9126, so the browser never carries the
 * redirect address or the challenge). The stand-in (standInIdentityProvider.ts) implements it; a real OpenID Connect
 * provider's adapter would call its /par and /token endpoints and read the ID token's claims.
 */
export interface AuthorizationRequest {
  /** Where the provider sends the visitor back, with ?code=…&state=… or ?error=…&state=…: a page of the site. */
  redirectUri: string
  state: string
  /** BASE64URL(SHA-256(code verifier)): only who holds the verifier can exchange the code (PKCE, S256). */
  codeChallenge: string
  /** The language of the consent page: the page's locale ("de-DE"). */
  locale: string
  /** The site's name, which the consent page says is asking. */
  clientName: string
}

/** What the provider vouches for: its own stable id of the person (subject), the email it verified, the name. */
export interface ProviderIdentity {
  subject: string
  email: string
  emailVerified: boolean
  firstName: string
  lastName: string
}

export type CodeExchange =
  | { ok: true; identity: ProviderIdentity }
  /** RFC 6749 invalid_grant: unknown or used code, expired code, another redirect address or a verifier that does not match. */
  | { ok: false; reason: 'expired' | 'invalid' }

export interface IdentityProvider {
  /** The provider's id in our records and URLs. */
  id: string
  /** Pushes the request; the browser then opens authorizeUrl, which carries only an opaque request_uri. */
  pushAuthorizationRequest(request: AuthorizationRequest, siteOrigin: string, now?: number): { authorizeUrl: string }
  /** Server to server: the code of the redirect, with the verifier and the redirect address it was issued for. */
  exchangeCode(exchange: { code: string; codeVerifier: string; redirectUri: string }, now?: number): CodeExchange
}
