/**
 * The funnel's steps as hash routes, so each step has an address: Back and Forward move between steps and a
 * reload stays on one. The booking search itself stays in the query string (features/booking-query).
 *   #/offers · #/extras?offer=<offer id> · #/driver · #/confirmation/<reservation number>
 */
export type FunnelRoute =
  | { step: 'offers' }
  | { step: 'extras'; offerId: string }
  | { step: 'driver' }
  | { step: 'confirmation'; reservationNumber: string }

/** Why the funnel moved the visitor to another step than the address asked for. */
export type RouteNotice = 'unknownStep' | 'offerMissing' | 'pastDates' | 'reservationUnknown' | 'alreadyBooked'

const OFFER_ID = /^[a-z0-9~-]{1,120}$/
const RESERVATION_NUMBER = /^\d{6,20}$/

/** The route of a hash, or undefined for a hash that names no step (an edited or old address). An empty hash is the offers step. */
export function readRoute(hash: string): FunnelRoute | undefined {
  const [path, query = ''] = hash.replace(/^#/, '').split('?')
  const parts = path.split('/').filter(Boolean)
  if (parts.length === 0) return { step: 'offers' }
  if (parts.length === 1 && parts[0] === 'offers') return { step: 'offers' }
  if (parts.length === 1 && parts[0] === 'driver') return { step: 'driver' }
  if (parts.length === 1 && parts[0] === 'extras') {
    const offerId = new URLSearchParams(query).get('offer') ?? ''
    return OFFER_ID.test(offerId) ? { step: 'extras', offerId } : undefined
  }
  if (parts.length === 2 && parts[0] === 'confirmation' && RESERVATION_NUMBER.test(parts[1]))
    return { step: 'confirmation', reservationNumber: parts[1] }
  return undefined
}

export function routeHash(route: FunnelRoute): string {
  switch (route.step) {
    case 'offers':
      return '#/offers'
    case 'extras':
      return `#/extras?${new URLSearchParams({ offer: route.offerId })}`
    case 'driver':
      return '#/driver'
    case 'confirmation':
      return `#/confirmation/${route.reservationNumber}`
  }
}
