// Password hashing (scrypt, some tens of milliseconds of CPU each) runs one at a time on a thread of its own, so that
// logins cannot take the libuv threads that read files: a page keeps being served while many logins wait their turn.
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from '../../../api/model/passwordHash.ts'
import { MAX_WAITING, PasswordHashingBusy, scryptQueued, scryptQueueLoad } from '../../../api/model/scryptQueue.ts'

describe('password hashing beside file serving', () => {
  it("16 parallel logins held a file read back until most of their hashes were done (scrypt ran on libuv's file threads)", async () => {
    let hashed = 0
    const hashes = Array.from({ length: 16 }, () => hashPassword('correct-horse').then(() => hashed++))
    await readFile(new URL(import.meta.url))
    const hashedWhenRead = hashed
    await Promise.all(hashes)
    // Before, the read queued behind 12 hashes on libuv's 4 threads; now it waits for none (one hashes at a time).
    expect(hashedWhenRead).toBeLessThan(4)
    expect(hashed).toBe(16)
  })

  it('hashes and verifies the same way on its own thread', async () => {
    const stored = await hashPassword('correct-horse')
    expect(await verifyPassword('correct-horse', stored)).toBe(true)
    expect(await verifyPassword('correct-horsE', stored)).toBe(false)
  })
})

describe('the hashing queue', () => {
  it(`runs one hash at a time, keeps at most ${MAX_WAITING} waiting and refuses more instead of waiting without end`, async () => {
    // Cheap parameters: the queue is under test, not scrypt.
    const hashes = Array.from({ length: MAX_WAITING + 20 }, (_, n) =>
      scryptQueued(`password ${n}`, Buffer.alloc(16), 16, { N: 2, r: 1, p: 1 }).then(
        () => 'hashed',
        (error) => (error instanceof PasswordHashingBusy ? 'busy' : 'failed'),
      ),
    )
    expect(scryptQueueLoad()).toEqual({ running: 1, waiting: MAX_WAITING })
    const outcomes = await Promise.all(hashes)
    expect(outcomes.filter((outcome) => outcome === 'hashed')).toHaveLength(MAX_WAITING + 1)
    expect(outcomes.filter((outcome) => outcome === 'busy')).toHaveLength(19)
    expect(scryptQueueLoad()).toEqual({ running: 0, waiting: 0 })
  })
})
