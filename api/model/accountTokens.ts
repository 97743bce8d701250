import { createHash, randomBytes } from 'node:crypto'
import { BoundedTable } from '../store/boundedTable.ts'
import { prepared } from '../store/prepared.ts'
import { storeDatabase } from '../store/storeDatabase.ts'
import { hashPassword } from './passwordHash.ts'
import { endSessionsOf } from './sessions.ts'
import { userById } from './users.ts'
import type { User } from '../../features/web-api/index.ts'

/**
 * The single-use tokens of the account mails (issue 24): an email-verification link is valid 48 hours (a mail may
 * wait over a weekend), a password-reset link 30 minutes. Only the SHA-256 of a token is stored, so a copy of the
 * database opens no account; using a token deletes it.
 */
export type AccountTokenPurpose = 'emailVerification' | 'passwordReset'
export const TOKEN_VALID_MS: Record<AccountTokenPurpose, number> = {
  emailVerification: 48 * 60 * 60 * 1000,
  passwordReset: 30 * 60 * 1000,
}

/** Every sign-up and reset request leaves a token: at most this many are kept, the oldest going first. */
const tokens = new BoundedTable({
  name: 'account tokens',
  table: 'account_tokens',
  maxEntries: 100_000,
  ttlMs: TOKEN_VALID_MS.emailVerification,
})

const digest = (token: string) => createHash('sha256').update(token).digest('hex')

/** A new token for the account's mail; the caller puts it in the link. */
export function issueAccountToken(userId: string, purpose: AccountTokenPurpose, now = Date.now()): string {
  const token = randomBytes(32).toString('base64url')
  const database = storeDatabase()
  prepared(database, 'INSERT INTO account_tokens (token_hash, user_id, purpose, expires_at) VALUES (?, ?, ?, ?)').run(
    digest(token),
    userId,
    purpose,
    now + TOKEN_VALID_MS[purpose],
  )
  tokens.afterSet(database, now)
  return token
}

/** Deletes a live token of this purpose and answers its account's id; nothing for an unknown, used or expired one. */
function takeToken(token: string, purpose: AccountTokenPurpose, now: number): string | undefined {
  const row = prepared(
    storeDatabase(),
    'DELETE FROM account_tokens WHERE token_hash = ? AND purpose = ? AND expires_at > ? RETURNING user_id',
  ).get(digest(token), purpose, now) as { user_id: string } | undefined
  return row?.user_id
}

/** Opens a verification link: the account's email is verified (its guest bookings now show). */
export function verifyEmail(token: string, now = Date.now()): User | undefined {
  const database = storeDatabase()
  const userId = database.transaction(() => {
    const id = takeToken(token, 'emailVerification', now)
    if (id) prepared(database, 'UPDATE users SET email_verified = 1 WHERE id = ?').run(id)
    return id
  })()
  return userId === undefined ? undefined : userById(userId)
}

/** Whether a password-reset token is live, without using it (the new password is hashed before it is taken). */
function resetTokenIsLive(token: string, now: number): boolean {
  return (
    prepared(storeDatabase(), "SELECT 1 FROM account_tokens WHERE token_hash = ? AND purpose = 'passwordReset' AND expires_at > ?").get(
      digest(token),
      now,
    ) !== undefined
  )
}

/**
 * Sets a new password with a reset token. In one transaction: the token is used up, the password replaced, every
 * session of the account ended (a thief logged in elsewhere is logged out), the other reset links voided, and the email
 * marked verified (the mail proved the visitor reads it). Undefined for an unknown, used or expired token.
 */
export async function setNewPassword(token: string, password: string, now = Date.now()): Promise<User | undefined> {
  if (!resetTokenIsLive(token, now)) return undefined
  const passwordHash = await hashPassword(password)
  const database = storeDatabase()
  const userId = database.transaction(() => {
    // Taken only now: two requests with one token both pass the first check while hashing, the second one loses.
    const id = takeToken(token, 'passwordReset', now)
    if (!id) return undefined
    prepared(database, 'UPDATE users SET password_hash = ?, email_verified = 1 WHERE id = ?').run(passwordHash, id)
    prepared(database, "DELETE FROM account_tokens WHERE user_id = ? AND purpose = 'passwordReset'").run(id)
    endSessionsOf(id)
    return id
  })()
  return userId === undefined ? undefined : userById(userId)
}
