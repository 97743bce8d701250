import { randomUUID } from 'node:crypto'
import type { User } from '../../features/web-api/index.ts'
import { normalizedEmail } from '../../features/account/index.ts'
import { prepared } from '../store/prepared.ts'
import { storeDatabase } from '../store/storeDatabase.ts'
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from './passwordHash.ts'

/**
 * Accounts live in the reference API's database (api/store/), so a restart keeps them. The password is kept only as
 * its scrypt hash and never leaves this module.
 */
interface UserRow {
  id: string
  email: string
  first_name: string
  last_name: string
  password_hash: string
  created_at: string
  email_verified: number
}

const userOf = (row: UserRow): User => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  createdAt: row.created_at,
  emailVerified: row.email_verified === 1,
})

const rowByEmail = (email: string) =>
  prepared(storeDatabase(), 'SELECT * FROM users WHERE email = ?').get(normalizedEmail(email)) as UserRow | undefined

/**
 * The most accounts the database keeps. Accounts do not expire and are not dropped when full (that would lose
 * someone's account): a sign-up beyond the cap is refused instead, so a flood of sign-ups cannot fill the disk.
 */
export const MAX_ACCOUNTS = 100_000

/** Counted once, then kept up to date by this module (the only one that adds accounts): counting 100,000 rows per sign-up would be slow. */
let counted: number | undefined
/** How many accounts the database keeps (tests of the cap read it). */
export const accountCount = (): number =>
  (counted ??= (prepared(storeDatabase(), 'SELECT count(*) AS count FROM users').get() as { count: number }).count)

export type CreatedUser = { ok: true; user: User } | { ok: false; reason: 'exists'; existing: User } | { ok: false; reason: 'full' }

/**
 * A new, unverified account; for an email that has one, that account ('exists'). Either way the password is hashed
 * once, so the answer takes as long for a registered email as for a new one (sign-up must not tell which emails exist).
 */
export async function createUser(values: { firstName: string; lastName: string; email: string; password: string }): Promise<CreatedUser> {
  const email = normalizedEmail(values.email)
  if (!rowByEmail(email) && accountCount() >= MAX_ACCOUNTS) return { ok: false, reason: 'full' }
  const passwordHash = await hashPassword(values.password)
  // Checked after hashing: two sign-ups with the same email can both pass a check before it, the second one loses.
  const existing = rowByEmail(email)
  if (existing) return { ok: false, reason: 'exists', existing: userOf(existing) }
  if (accountCount() >= MAX_ACCOUNTS) return { ok: false, reason: 'full' }
  const user: User = {
    id: randomUUID(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email,
    createdAt: new Date().toISOString(),
    emailVerified: false,
  }
  prepared(
    storeDatabase(),
    'INSERT INTO users (id, email, first_name, last_name, password_hash, created_at, email_verified) VALUES (?, ?, ?, ?, ?, ?, 0)',
  ).run(user.id, email, user.firstName, user.lastName, passwordHash, user.createdAt)
  counted = accountCount() + 1
  return { ok: true, user }
}

/** The account if email and password match; an unknown email costs the same hash as a wrong password. */
export async function authenticate(email: string, password: string): Promise<User | undefined> {
  const row = rowByEmail(email)
  const matches = await verifyPassword(password, row?.password_hash ?? UNKNOWN_ACCOUNT_HASH)
  return row && matches ? userOf(row) : undefined
}

export function userById(id: string): User | undefined {
  const row = prepared(storeDatabase(), 'SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined
  return row && userOf(row)
}

export function userByEmail(email: string): User | undefined {
  const row = rowByEmail(email)
  return row && userOf(row)
}

export function hasAccount(email: string): boolean {
  return rowByEmail(email) !== undefined
}
