// Behind `npm run serve` the limits count per client address as the socket gives it: a client cannot pick another
// address with X-Forwarded-For or the internal x-client-address header, while a proxy the operator trusts
// (TRUSTED_PROXIES) names its clients in X-Forwarded-For.
import { afterEach, describe, expect, it } from 'vitest'
import { startServedFixture, type ServedFixture } from './startServedFixture.ts'

let served: ServedFixture | undefined
afterEach(async () => {
  await served?.stop()
  served = undefined
  delete process.env.TRUSTED_PROXIES
})

let counter = 0
/** One password tried on 25 accounts, each request claiming another client address. */
async function sprayLogins(origin: string): Promise<number[]> {
  const statuses: number[] = []
  for (let attempt = 0; attempt < 25; attempt++) {
    const answer = await fetch(`${origin}/api/v1/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${attempt}`,
        'x-client-address': `203.0.113.${attempt}`,
      },
      body: JSON.stringify({ email: `spray${++counter}@example.com`, password: 'Summer2026!' }),
    })
    statuses.push(answer.status)
  }
  return statuses
}

describe('client address behind npm run serve', () => {
  it('a client choosing its address with X-Forwarded-For or x-client-address escaped the limits per address', async () => {
    served = await startServedFixture()
    expect(await sprayLogins(served.origin)).toContain(429)
  })

  it('behind a trusted proxy, each address it names in X-Forwarded-For is a client of its own', async () => {
    process.env.TRUSTED_PROXIES = '127.0.0.1, ::1'
    served = await startServedFixture()
    expect(new Set(await sprayLogins(served.origin))).toEqual(new Set([401]))
  })
})
