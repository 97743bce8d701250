import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { scryptQueued } from './scryptQueue.ts'

/**
 * Passwords are stored only as a slow, salted scrypt hash, so a leaked store does not give them away. N = 2^15 costs
 * about 32 MB and some tens of milliseconds per guess, the OWASP floor for scrypt; every hash has its own 16-byte
 * salt. Hashes run one at a time on a thread of their own (./scryptQueue.ts), never on the threads that serve files.
 */
const SCRYPT: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const KEY_LENGTH = 32

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return scryptQueued(password.normalize('NFC'), salt, KEY_LENGTH, SCRYPT)
}

/** "scrypt$<salt hex>$<hash hex>"; the parameters are fixed here, so they are not stored. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  return `scrypt$${salt.toString('hex')}$${(await derive(password, salt)).toString('hex')}`
}

/** Compares in constant time; a stored value of another form never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, saltHex, hashHex] = stored.split('$')
  if (kind !== 'scrypt' || !saltHex || !hashHex) return false
  const expected = Buffer.from(hashHex, 'hex')
  const actual = await derive(password, Buffer.from(saltHex, 'hex'))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** A hash to compare against when the email has no account, so a login takes as long either way. */
export const UNKNOWN_ACCOUNT_HASH = `scrypt$${'00'.repeat(16)}$${'00'.repeat(KEY_LENGTH)}`
