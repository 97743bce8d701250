// Protects the pickup time the ride form offers first (issue 26): the first quarter hour after the lead time on the
// service area's clock, so the form never starts with a time the API would refuse as too soon.
import { describe, expect, it } from 'vitest'
import { pickupTimeProblem } from '../../../features/ride/index.ts'
import { firstPickupSlot, pickupClocks } from './pickupClock.ts'

describe('pickup clock', () => {
  it('offers every quarter hour of the day', () => {
    const clocks = pickupClocks()
    expect(clocks).toHaveLength(96)
    expect(clocks.slice(0, 2)).toEqual(['00:00', '00:15'])
    expect(clocks.at(-1)).toBe('23:45')
  })

  it('starts at the first quarter hour after the lead time on the area clock, across midnight too', () => {
    expect(firstPickupSlot('Europe/Berlin', new Date('2026-11-27T11:02:00Z'))).toBe('2026-11-27T13:15')
    expect(firstPickupSlot('America/New_York', new Date('2026-11-28T04:50:00Z'))).toBe('2026-11-28T01:00')
    const now = new Date('2026-11-27T22:59:00Z')
    const slot = firstPickupSlot('Europe/Berlin', now)
    expect(slot).toBe('2026-11-28T01:00')
    expect(pickupTimeProblem(slot, 'Europe/Berlin', now)).toBeUndefined()
  })
})
