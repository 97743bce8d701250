import { describe, expect, it } from 'vitest'
import { nextMessage, type SliceMessage } from './handoff.ts'

const say = (message: SliceMessage) => process.emit('message' as never, message as never)

// A build whose bundles were ready first says "prerender" while the process still prepares the site: the message must
// be kept, or the build waits forever for a process that never heard it.
describe('nextMessage', () => {
  it('keeps a message that arrives before it is asked for', async () => {
    // The test runner listens to its own messages too.
    const before = process.listenerCount('message')
    const handoff = nextMessage('handoff')
    say({ kind: 'handoff', handoff: { answers: [], dataStage: null, shard: null, reuse: [] } })
    say({ kind: 'prerender', reuse: ['/nl-be/'] })
    expect((await handoff).handoff.shard).toBeNull()
    expect((await nextMessage('prerender')).reuse).toEqual(['/nl-be/'])
    // The last message taken: the process no longer listens, so its channel lets it end.
    expect(process.listenerCount('message')).toBe(before)
  })
})
