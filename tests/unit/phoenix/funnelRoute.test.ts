import { describe, expect, it } from 'vitest'
import { readRoute, routeHash, type FunnelRoute } from '../../../apps/phoenix/src/funnelRoute.ts'

describe('funnel routes', () => {
  it.each<FunnelRoute>([
    { step: 'offers' },
    { step: 'extras', offerId: 'de-muc-airport~vw-golf' },
    { step: 'driver' },
    { step: 'confirmation', reservationNumber: '9123456789' },
  ])('%j reads back from its hash', (route) => {
    expect(readRoute(routeHash(route))).toEqual(route)
  })

  it('reads no hash as the offers step', () => {
    expect(readRoute('')).toEqual({ step: 'offers' })
  })

  it.each(['#/payment', '#/extras', '#/extras?offer=%3Cscript%3E', '#/confirmation/abc', '#/offers/1'])('names no step for %s', (hash) => {
    expect(readRoute(hash)).toBeUndefined()
  })
})
