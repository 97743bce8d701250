import type { Driver, ExtraId, PaymentChoice, ProtectionId } from '../../../features/web-api/index.ts'

/**
 * What the visitor entered in the funnel for one search, kept in the tab's session storage so a reload
 * keeps the step and the input. The idempotency key lives as long as the draft: a second submit (double
 * click, reload while sending) answers the same reservation instead of a new one. Once booked, the draft
 * remembers its reservation: Back and reload lead to that confirmation, never to a form that books again;
 * only "new search" (startNewSearch) opens a fresh draft with a new key.
 */
export interface FunnelDraft {
  offerId?: string
  protection: ProtectionId
  extras: Partial<Record<ExtraId, number>>
  driver: Driver
  payment: PaymentChoice
  termsAccepted: boolean
  idempotencyKey: string
  /** The reservation this draft booked: the journey is over, its steps show the confirmation. */
  booked?: { reservationNumber: string }
}

type Store = Pick<Storage, 'getItem' | 'setItem'>

const draftKey = (searchKey: string) => `phoenix:draft:${searchKey}`
const reservationKey = (reservationNumber: string) => `phoenix:reservation:${reservationNumber}`

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

export function emptyDraft(): FunnelDraft {
  return {
    protection: 'basic',
    extras: {},
    driver: { firstName: '', lastName: '', email: '' },
    payment: 'pickup',
    termsAccepted: false,
    idempotencyKey: newKey(),
  }
}

/** Session storage, or none where the browser refuses it (private modes, blocked storage): the funnel still works, without reload memory. */
export function sessionStore(): Store | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/** The draft of a search; anything unreadable or of another shape starts afresh. */
export function loadDraft(store: Store | undefined, searchKey: string): FunnelDraft {
  const fresh = emptyDraft()
  try {
    const saved = JSON.parse(store?.getItem(draftKey(searchKey)) ?? 'null') as Partial<FunnelDraft> | null
    if (!saved || typeof saved !== 'object') return fresh
    const driver = saved.driver && typeof saved.driver === 'object' ? saved.driver : fresh.driver
    const bookedNumber = saved.booked && typeof saved.booked === 'object' ? saved.booked.reservationNumber : undefined
    return {
      ...(typeof saved.offerId === 'string' ? { offerId: saved.offerId } : {}),
      protection: saved.protection === 'medium' || saved.protection === 'full' ? saved.protection : 'basic',
      extras: saved.extras && typeof saved.extras === 'object' ? saved.extras : {},
      driver: { firstName: String(driver.firstName ?? ''), lastName: String(driver.lastName ?? ''), email: String(driver.email ?? '') },
      payment: saved.payment === 'now' ? 'now' : 'pickup',
      termsAccepted: saved.termsAccepted === true,
      idempotencyKey: typeof saved.idempotencyKey === 'string' && saved.idempotencyKey !== '' ? saved.idempotencyKey : fresh.idempotencyKey,
      ...(typeof bookedNumber === 'string' && /^\d{6,20}$/.test(bookedNumber) ? { booked: { reservationNumber: bookedNumber } } : {}),
    }
  } catch {
    return fresh
  }
}

export function saveDraft(store: Store | undefined, searchKey: string, draft: FunnelDraft): void {
  try {
    store?.setItem(draftKey(searchKey), JSON.stringify(draft))
  } catch {
    // A full or refused storage only costs the reload memory.
  }
}

/**
 * "New search" after a booking: the search's booked draft gives way to a fresh one with a new idempotency key, so the
 * same search sent again is a new journey (and a new booking) instead of the old confirmation.
 */
export function startNewSearch(store: Store | undefined, searchKey: string): void {
  saveDraft(store, searchKey, emptyDraft())
}

/** The last name a reservation was booked with in this tab: the confirmation reads the booking again after a reload. */
export function rememberReservation(store: Store | undefined, reservationNumber: string, lastName: string): void {
  try {
    store?.setItem(reservationKey(reservationNumber), JSON.stringify({ lastName }))
  } catch {
    // As above.
  }
}

export function rememberedLastName(store: Store | undefined, reservationNumber: string): string | undefined {
  try {
    const saved = JSON.parse(store?.getItem(reservationKey(reservationNumber)) ?? 'null') as { lastName?: unknown } | null
    return typeof saved?.lastName === 'string' ? saved.lastName : undefined
  } catch {
    return undefined
  }
}

/**
 * The idempotency key of a booking request: one key for the whole journey (the draft's key and its search), whatever
 * the visitor changes on the way. The same booking sent again answers the first reservation; another car, other extras
 * or another driver sent with the key of a journey that already booked are refused by the API (422), never a second
 * reservation. A new booking needs a new journey: "new search" (startNewSearch).
 */
export function bookingKey(draft: FunnelDraft, searchKey: string): string {
  let hash = 5381
  for (let index = 0; index < searchKey.length; index++) hash = ((hash * 33) ^ searchKey.charCodeAt(index)) >>> 0
  return `${draft.idempotencyKey}:${hash.toString(16)}`
}
