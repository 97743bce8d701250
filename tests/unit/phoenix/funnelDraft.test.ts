import { describe, expect, it } from 'vitest'
import {
  bookingKey,
  emptyDraft,
  loadDraft,
  rememberedLastName,
  rememberReservation,
  saveDraft,
} from '../../../apps/phoenix/src/funnelDraft.ts'

function memoryStore() {
  const items = new Map<string, string>()
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) }
}

describe('funnel draft in session storage', () => {
  it('keeps the input of one search, with its idempotency key, and not of another', () => {
    const store = memoryStore()
    const draft = {
      ...emptyDraft(),
      offerId: 'de-muc-airport~vw-golf',
      protection: 'full' as const,
      extras: { 'child-seat': 1 },
      payment: 'now' as const,
    }
    saveDraft(store, 'branch=a', draft)
    expect(loadDraft(store, 'branch=a')).toEqual(draft)
    expect(loadDraft(store, 'branch=b').offerId).toBeUndefined()
  })

  it('starts afresh from unreadable or foreign data', () => {
    const store = memoryStore()
    store.setItem('phoenix:draft:x', '{not json')
    expect(loadDraft(store, 'x')).toMatchObject({ protection: 'basic', extras: {}, termsAccepted: false })
    store.setItem('phoenix:draft:y', JSON.stringify({ protection: 'gold', payment: 'bitcoin', driver: 5 }))
    expect(loadDraft(store, 'y')).toMatchObject({
      protection: 'basic',
      payment: 'pickup',
      driver: { firstName: '', lastName: '', email: '' },
    })
    expect(loadDraft(undefined, 'x').idempotencyKey).not.toBe('')
  })

  it('remembers the last name a reservation was booked with', () => {
    const store = memoryStore()
    rememberReservation(store, '9123456789', 'Muster')
    expect(rememberedLastName(store, '9123456789')).toBe('Muster')
    expect(rememberedLastName(store, '9000000000')).toBeUndefined()
  })
})

describe('bookingKey', () => {
  it('is the same for the same booking and differs when the car, the extras or the driver change', () => {
    const draft = { ...emptyDraft(), offerId: 'a~car', extras: { 'child-seat': 1 } }
    const key = bookingKey(draft, 'branch=a')
    expect(key.length).toBeLessThanOrEqual(100)
    expect(bookingKey({ ...draft }, 'branch=a')).toBe(key)
    expect(bookingKey({ ...draft, extras: { 'child-seat': 1, gps: 0 } }, 'branch=a')).toBe(key)
    expect(bookingKey({ ...draft, offerId: 'a~other' }, 'branch=a')).not.toBe(key)
    expect(bookingKey({ ...draft, extras: { 'child-seat': 2 } }, 'branch=a')).not.toBe(key)
    expect(bookingKey({ ...draft, driver: { ...draft.driver, lastName: 'Muster' } }, 'branch=a')).not.toBe(key)
  })
})
