import { createHash, randomBytes } from 'node:crypto'
import { prepared } from '../store/prepared.ts'
import { storeDatabase } from '../store/storeDatabase.ts'
import { BoundedMap } from './boundedMap.ts'

/**
 * The site's side of a social login (api/routes/socialLogin.ts). A started login waits under its state for the
 * visitor's return, bound to the browser that started it (the SHA-256 of a random cookie value: a state taken to
 * another browser finds nothing, RFC 6749 §10.12); the PKCE verifier never leaves the server. A return that found an
 * existing account with the provider's email waits for the owner's password under the same browser binding.
 */
export const SOCIAL_COOKIE = 'sx_social'
/** As long as the provider keeps the pushed request: a visitor who took longer starts again. */
export const SOCIAL_LOGIN_TTL_MS = 10 * 60 * 1000

export interface StartedLogin {
  provider: string
  browser: string
  codeVerifier: string
  redirectUri: string
}

export interface PendingLink {
  provider: string
  subject: string
  userId: string
}

const started = new BoundedMap<StartedLogin>({
  name: 'social logins started',
  maxEntries: 10_000,
  maxKeyLength: 64,
  ttlMs: SOCIAL_LOGIN_TTL_MS,
  maxValueBytes: 1024,
})
const pendingLinks = new BoundedMap<PendingLink>({
  name: 'social logins awaiting a password',
  maxEntries: 10_000,
  maxKeyLength: 64,
  ttlMs: SOCIAL_LOGIN_TTL_MS,
  maxValueBytes: 512,
})

export const browserBinding = (cookie: string) => createHash('sha256').update(cookie).digest('hex')
export const randomToken = () => randomBytes(32).toString('base64url')
export const codeChallengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

export function rememberStartedLogin(state: string, login: StartedLogin): void {
  started.set(state, login)
}

/** The login started under this state by this browser, taken once (a state answers one return). */
export function takeStartedLogin(state: string, browser: string): StartedLogin | undefined {
  const login = started.get(state)
  if (!login || login.browser !== browser) return undefined
  started.delete(state)
  return login
}

export function awaitPassword(browser: string, link: PendingLink): void {
  pendingLinks.set(browser, link)
}

export function pendingLink(browser: string): PendingLink | undefined {
  return pendingLinks.get(browser)
}

export function forgetPendingLink(browser: string): void {
  pendingLinks.delete(browser)
}

/** The account a provider's person signs in, once linked. */
export function linkedUserId(provider: string, subject: string): string | undefined {
  const row = prepared(storeDatabase(), 'SELECT user_id FROM social_identities WHERE provider = ? AND subject = ?').get(
    provider,
    subject,
  ) as { user_id: string } | undefined
  return row?.user_id
}

/** Links the provider's person to the account; an account's earlier link to the same provider is replaced. */
export function linkIdentity(provider: string, subject: string, userId: string): void {
  const database = storeDatabase()
  database.transaction(() => {
    prepared(database, 'DELETE FROM social_identities WHERE provider = ? AND (user_id = ? OR subject = ?)').run(provider, userId, subject)
    prepared(database, 'INSERT INTO social_identities (provider, subject, user_id, linked_at) VALUES (?, ?, ?, ?)').run(
      provider,
      subject,
      userId,
      new Date().toISOString(),
    )
  })()
}
