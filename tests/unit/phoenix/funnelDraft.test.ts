import { describe, expect, it } from 'vitest'
import {
  bookingKey,
  emptyDraft,
  loadDraft,
  rememberedLastName,
  rememberReservation,
  saveDraft,
  startNewSearch,
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

describe('one booking per intention', () => {
  it('a booked draft stays booked after a reload, with its reservation number; a forged number is dropped', () => {
    const store = memoryStore()
    const draft = { ...emptyDraft(), offerId: 'a~car', booked: { reservationNumber: '9123456789' } }
    saveDraft(store, 'branch=a', draft)
    expect(loadDraft(store, 'branch=a').booked).toEqual({ reservationNumber: '9123456789' })
    store.setItem('phoenix:draft:branch=b', JSON.stringify({ ...draft, booked: { reservationNumber: '<script>' } }))
    expect(loadDraft(store, 'branch=b').booked).toBeUndefined()
  })

  it('"new search" replaces the booked draft of the search with a fresh one and a new idempotency key', () => {
    const store = memoryStore()
    const booked = { ...emptyDraft(), offerId: 'a~car', booked: { reservationNumber: '9123456789' } }
    saveDraft(store, 'branch=a', booked)
    startNewSearch(store, 'branch=a')
    const fresh = loadDraft(store, 'branch=a')
    expect(fresh.booked).toBeUndefined()
    expect(fresh.offerId).toBeUndefined()
    expect(fresh.idempotencyKey).not.toBe(booked.idempotencyKey)
    expect(bookingKey(fresh, 'branch=a')).not.toBe(bookingKey(booked, 'branch=a'))
  })
})

describe('bookingKey', () => {
  it('covers the whole journey: another car, other extras, another driver or rate keep the key of the journey', () => {
    const draft = { ...emptyDraft(), offerId: 'a~car', extras: { 'child-seat': 1 } }
    const key = bookingKey(draft, 'branch=a')
    expect(key.length).toBeLessThanOrEqual(100)
    expect(bookingKey({ ...draft }, 'branch=a')).toBe(key)
    expect(bookingKey({ ...draft, offerId: 'a~other' }, 'branch=a')).toBe(key)
    expect(bookingKey({ ...draft, extras: { 'child-seat': 2 } }, 'branch=a')).toBe(key)
    expect(bookingKey({ ...draft, payment: 'now' }, 'branch=a')).toBe(key)
    expect(bookingKey({ ...draft, driver: { ...draft.driver, lastName: 'Muster' } }, 'branch=a')).toBe(key)
  })

  it('differs between journeys: another draft or another search', () => {
    const draft = emptyDraft()
    expect(bookingKey(emptyDraft(), 'branch=a')).not.toBe(bookingKey(draft, 'branch=a'))
    expect(bookingKey(draft, 'branch=b')).not.toBe(bookingKey(draft, 'branch=a'))
  })
})
