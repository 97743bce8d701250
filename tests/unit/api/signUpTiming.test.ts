// Sign-up enumerated accounts by its timing (issue 24): a registered email answered in 13 ms, a new one in 458 ms,
// because only a new account's password was hashed. Both paths now hash the password exactly once.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as passwordHash from '../../../api/model/passwordHash.ts'
import { handlers } from '../../../api/handlers.ts'

vi.mock('../../../api/model/passwordHash.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../api/model/passwordHash.ts')>()
  return { ...real, hashPassword: vi.fn(real.hashPassword) }
})

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const signUp = (email: string) =>
  fetch('https://api.example.test/v2/users', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Ana', lastName: 'Lopez', email, password: 'correct-horse' }),
  })

describe('sign-up timing', () => {
  it('a registered email skipped the password hash: a new and a registered email both hash it once', async () => {
    const hashes = vi.mocked(passwordHash.hashPassword)
    const email = `timing${Date.now()}@example.com`
    hashes.mockClear()
    expect((await signUp(email)).status).toBe(202)
    expect(hashes).toHaveBeenCalledTimes(1)
    hashes.mockClear()
    expect((await signUp(email)).status).toBe(202)
    expect(hashes).toHaveBeenCalledTimes(1)
  })
})
