import { randomBytes, randomUUID } from 'node:crypto'
import type { User } from '../../features/web-api/index.ts'
import { NAME_MAX_LENGTH, normalizedEmail, type ProfileValues } from '../../features/account/index.ts'
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
  phone: string
  street: string
  postal_code: string
  city: string
  country: string
}

const userOf = (row: UserRow): User => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  createdAt: row.created_at,
  emailVerified: row.email_verified === 1,
  phone: row.phone,
  address: { street: row.street, postalCode: row.postal_code, city: row.city, country: row.country },
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
    phone: '',
    address: { street: '', postalCode: '', city: '', country: '' },
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

/** A provider's name within SPEC §5's limit: a real provider may hand on longer ones, which the Profiles tab can then edit. */
const providerName = (name: string) => name.trim().slice(0, NAME_MAX_LENGTH)

/**
 * An account made by a social login on its first use (api/routes/socialLogin.ts): the provider vouched for the email,
 * so it is verified, and it has no password (an unusable hash: only a password reset, by mail, can give it one).
 * 'exists' when the email has an account: that account is linked only after its owner proves it (a password).
 */
export async function createSocialUser(values: {
  firstName: string
  lastName: string
  email: string
}): Promise<{ ok: true; user: User } | { ok: false; reason: 'exists' | 'full' }> {
  const email = normalizedEmail(values.email)
  if (rowByEmail(email)) return { ok: false, reason: 'exists' }
  if (accountCount() >= MAX_ACCOUNTS) return { ok: false, reason: 'full' }
  // A hash of 32 random bytes nobody knows: no password verifies against it.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'))
  if (rowByEmail(email)) return { ok: false, reason: 'exists' }
  const id = randomUUID()
  prepared(
    storeDatabase(),
    'INSERT INTO users (id, email, first_name, last_name, password_hash, created_at, email_verified) VALUES (?, ?, ?, ?, ?, ?, 1)',
  ).run(id, email, providerName(values.firstName), providerName(values.lastName), passwordHash, new Date().toISOString())
  counted = accountCount() + 1
  return { ok: true, user: userById(id)! }
}

/** The Profiles tab's values (features/account/profileRules.ts, checked by the caller), stored; the account as it now is. */
export function updateProfile(id: string, profile: ProfileValues): User | undefined {
  prepared(
    storeDatabase(),
    'UPDATE users SET first_name = ?, last_name = ?, phone = ?, street = ?, postal_code = ?, city = ?, country = ? WHERE id = ?',
  ).run(profile.firstName, profile.lastName, profile.phone, profile.street, profile.postalCode, profile.city, profile.country, id)
  return userById(id)
}

/** The account's email counts as verified (a provider vouched for it and the owner proved the password: social link). */
export function markEmailVerified(id: string): void {
  prepared(storeDatabase(), 'UPDATE users SET email_verified = 1 WHERE id = ?').run(id)
}
