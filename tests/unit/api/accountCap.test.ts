// Protects the account store from a flood of sign-ups: accounts were kept without a cap, so each sign-up grew memory
// for good. Beyond MAX_ACCOUNTS a sign-up is refused (503), and no existing account is dropped to make room.
import { describe, expect, it, vi } from 'vitest'

// The cap is about memory, not hashing: a fast stand-in hash lets the test make 100,000 accounts in seconds.
vi.mock('../../../api/model/passwordHash.ts', () => ({
  hashPassword: async (password: string) => `plain:${password}`,
  verifyPassword: async (password: string, hash: string) => hash === `plain:${password}`,
  UNKNOWN_ACCOUNT_HASH: 'plain:\u0000',
}))

describe('the account store', () => {
  it('kept every sign-up without a cap: beyond MAX_ACCOUNTS a sign-up is refused and the first account still logs in', async () => {
    const { accountCount, authenticate, createUser, MAX_ACCOUNTS } = await import('../../../api/model/users.ts')
    const values = (n: number) => ({ firstName: 'Flo', lastName: 'Od', email: `flood${n}@example.com`, password: 'Summer2026!' })
    for (let n = accountCount(); n < MAX_ACCOUNTS; n++) expect((await createUser(values(n))).ok).toBe(true)
    expect(accountCount()).toBe(MAX_ACCOUNTS)
    expect(await createUser(values(MAX_ACCOUNTS))).toEqual({ ok: false, reason: 'full' })
    expect(accountCount()).toBe(MAX_ACCOUNTS)
    expect(await authenticate('flood0@example.com', 'Summer2026!')).toMatchObject({ email: 'flood0@example.com' })
  }, 120_000)
})
