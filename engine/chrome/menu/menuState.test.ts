// Protects the burger menu's states (closed, open, closing) and the one-open accordion of SPEC §4.
import { describe, expect, it } from 'vitest'
import { nextMenuState, nextOpenGroup } from './menuState.ts'

describe('nextMenuState', () => {
  it.each([
    ['closed', 'toggle', 'open'],
    ['open', 'toggle', 'closing'],
    ['closing', 'toggle', 'open'],
    ['open', 'dismiss', 'closing'],
    ['closed', 'dismiss', 'closed'],
    ['closing', 'dismiss', 'closing'],
    ['closing', 'settled', 'closed'],
    ['open', 'settled', 'open'],
  ] as const)('%s + %s → %s', (state, event, expected) => {
    expect(nextMenuState(state, event)).toBe(expected)
  })
})

describe('nextOpenGroup', () => {
  it('opens the clicked item and closes the one that was open', () => {
    expect(nextOpenGroup(null, 2)).toBe(2)
    expect(nextOpenGroup(0, 2)).toBe(2)
  })
  it('closes all when the open item is clicked', () => {
    expect(nextOpenGroup(2, 2)).toBeNull()
  })
})
