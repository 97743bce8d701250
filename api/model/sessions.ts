import { createHash, randomBytes } from 'node:crypto'
import { BoundedMap } from './boundedMap.ts'

/** The session cookie; "sx_" marks it essential, so the cookie consent keeps it (SPEC §9). */
export const SESSION_COOKIE = 'sx_session'
/** A session ends after this long without a new login. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60

/** At most this many sessions live at once; beyond it the oldest login ends (its visitor logs in again). */
const MAX_SESSIONS = 50_000

/** Sessions by the SHA-256 of their token (a leaked memory dump holds no usable cookie), ending with the cookie. */
const sessions = new BoundedMap<{ userId: string; expiresAt: number }>({
  name: 'sessions',
  maxEntries: MAX_SESSIONS,
  maxKeyLength: 64,
  ttlMs: SESSION_MAX_AGE_SECONDS * 1000,
  // {"userId":"<uuid>","expiresAt":<ms>}
  maxValueBytes: 80,
})

const digest = (token: string) => createHash('sha256').update(token).digest('hex')

export function startSession(userId: string, now = Date.now()): string {
  const token = randomBytes(32).toString('base64url')
  sessions.set(digest(token), { userId, expiresAt: now + SESSION_MAX_AGE_SECONDS * 1000 }, now)
  return token
}

export function sessionUserId(token: string | undefined, now = Date.now()): string | undefined {
  if (!token) return undefined
  const key = digest(token)
  const session = sessions.get(key, now)
  if (!session) return undefined
  if (session.expiresAt <= now) {
    sessions.delete(key)
    return undefined
  }
  return session.userId
}

export function endSession(token: string | undefined): void {
  if (token) sessions.delete(digest(token))
}

/** The value of one cookie of a Cookie request header. */
export function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

/** Hosts where the site is served over plain http in development: there a Secure cookie would not come back on every browser. */
function isLocalHost(host: string): boolean {
  const name = host.replace(/:\d+$/, '').replace(/^\[|\]$/g, '')
  return name === 'localhost' || name === '127.0.0.1' || name === '::1' || name.endsWith('.localhost')
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
