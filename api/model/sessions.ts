import { createHash, randomBytes } from 'node:crypto'
import { isLocalHost } from '../http/isLocalHost.ts'
import { BoundedTable } from '../store/boundedTable.ts'
import { prepared } from '../store/prepared.ts'
import { storeDatabase } from '../store/storeDatabase.ts'

/** The session cookie; "sx_" marks it essential, so the cookie consent keeps it (SPEC §9). */
export const SESSION_COOKIE = 'sx_session'
/** A session ends after this long without a new login. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60

/**
 * Sessions live in the database (a restart keeps visitors logged in), by the SHA-256 of their token: a copy of the
 * database holds no usable cookie. At most 50,000 at once; beyond it the oldest logins end (their visitors log in again).
 */
const sessions = new BoundedTable({ name: 'sessions', table: 'sessions', maxEntries: 50_000, ttlMs: SESSION_MAX_AGE_SECONDS * 1000 })

const digest = (token: string) => createHash('sha256').update(token).digest('hex')

export function startSession(userId: string, now = Date.now()): string {
  const token = randomBytes(32).toString('base64url')
  const database = storeDatabase()
  prepared(database, 'INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)').run(
    digest(token),
    userId,
    now + SESSION_MAX_AGE_SECONDS * 1000,
  )
  sessions.afterSet(database, now)
  return token
}

export function sessionUserId(token: string | undefined, now = Date.now()): string | undefined {
  if (!token) return undefined
  const session = prepared(storeDatabase(), 'SELECT user_id FROM sessions WHERE token_hash = ? AND expires_at > ?').get(
    digest(token),
    now,
  ) as { user_id: string } | undefined
  return session?.user_id
}

export function endSession(token: string | undefined): void {
  if (token) prepared(storeDatabase(), 'DELETE FROM sessions WHERE token_hash = ?').run(digest(token))
}

/** Ends every session of an account (a changed password logs out every device); callers run it in their transaction. */
export function endSessionsOf(userId: string): void {
  prepared(storeDatabase(), 'DELETE FROM sessions WHERE user_id = ?').run(userId)
}

/** The value of one cookie of a Cookie request header. */
export function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

/** HttpOnly (no script reads it), SameSite=Lax (no cross-site subrequest carries it), Secure outside localhost. */
export function sessionCookie(token: string, host: string, maxAgeSeconds = SESSION_MAX_AGE_SECONDS): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(isLocalHost(host) ? [] : ['Secure']),
  ].join('; ')
}

export function clearedSessionCookie(host: string): string {
  return sessionCookie('', host, 0)
}
