// A pickup is "in the past" by the branch's own clock (SPEC §7): each branch's local now, from its time zone or its
// market's; every seeded market names one, and a market without one never calls a pickup past that is still ahead.
import { describe, expect, it } from 'vitest'
import { marketSeeds } from '../seed/markets/marketSeeds.ts'
import { allBranches, findBranch } from './branches.ts'
import { branchClockNow } from './branchClockNow.ts'

const INSTANT = new Date('2026-01-15T12:00:00Z')

describe('branchClockNow', () => {
  it.each([
    ['de-muc-airport', '2026-01-15T13:00'],
    ['us-jfk-airport', '2026-01-15T07:00'],
    ['us-ord-airport', '2026-01-15T06:00'],
    ['us-lax-airport', '2026-01-15T04:00'],
    ['au-bne-airport', '2026-01-15T22:00'],
    ['au-mel-airport', '2026-01-15T23:00'],
  ])('%s reads %s at 12:00 UTC', (id, expected) => {
    expect(branchClockNow(findBranch(id, INSTANT)!, INSTANT)).toBe(expected)
  })

  it('every seeded market names a time zone that the runtime knows', () => {
    for (const market of marketSeeds().values()) expect(market.timeZone, market.country).toBeDefined()
    for (const entry of allBranches(INSTANT)) expect(branchClockNow(entry, INSTANT)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
  })

  it('without a time zone, the earliest clock on Earth (UTC−12)', () => {
    const entry = findBranch('de-muc-airport', INSTANT)!
    expect(branchClockNow({ seed: entry.seed, market: { ...entry.market, timeZone: undefined } }, INSTANT)).toBe('2026-01-15T00:00')
  })
})
