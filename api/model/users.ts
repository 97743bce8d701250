import { randomUUID } from 'node:crypto'
import type { User } from '../../features/web-api/index.ts'
import { normalizedEmail } from '../../features/account/index.ts'
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from './passwordHash.ts'

/**
 * Accounts live as long as the server process, like reservations: enough for sign-up, login and the
 * account area on localhost. The password is kept only as its scrypt hash and never leaves this module.
 */
const users = new Map<string, { user: User; passwordHash: string }>()

/**
 * The most accounts the process keeps. Accounts do not expire and are not dropped when full (that would lose
 * someone's account): a sign-up beyond the cap is refused instead, so a flood of sign-ups cannot exhaust memory.
 */
export const MAX_ACCOUNTS = 100_000

export type CreatedUser = { ok: true; user: User } | { ok: false; reason: 'exists' | 'full' }

export async function createUser(values: { firstName: string; lastName: string; email: string; password: string }): Promise<CreatedUser> {
  const key = normalizedEmail(values.email)
  if (users.has(key)) return { ok: false, reason: 'exists' }
  if (users.size >= MAX_ACCOUNTS) return { ok: false, reason: 'full' }
  const passwordHash = await hashPassword(values.password)
  // Two sign-ups with the same email can both pass the first check while hashing: the second one loses.
  if (users.has(key)) return { ok: false, reason: 'exists' }
  if (users.size >= MAX_ACCOUNTS) return { ok: false, reason: 'full' }
  const user: User = {
    id: randomUUID(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: key,
    createdAt: new Date().toISOString(),
    emailVerified: false,
  }
  users.set(key, { user, passwordHash })
  return { ok: true, user }
}

/** The account if email and password match; an unknown email costs the same hash as a wrong password. */
export async function authenticate(email: string, password: string): Promise<User | undefined> {
  const entry = users.get(normalizedEmail(email))
  const matches = await verifyPassword(password, entry?.passwordHash ?? UNKNOWN_ACCOUNT_HASH)
  return entry && matches ? entry.user : undefined
}

export function userById(id: string): User | undefined {
  for (const { user } of users.values()) if (user.id === id) return user
  return undefined
}

/** How many accounts the process keeps (tests of the cap read it). */
export const accountCount = (): number => users.size

export function hasAccount(email: string): boolean {
  return users.has(normalizedEmail(email))
}
