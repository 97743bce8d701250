import { describe, expect, it } from 'vitest'
import type { Branch } from '../../features/web-api/index.ts'
import { findSearchProblems, searchHref, type BookingSearch } from './bookingSearch.ts'

const weekday = [{ open: '07:30', close: '18:00' }]
const branch: Branch = {
  id: 'de-muenchen-city',
  name: 'München Innenstadt',
  type: 'city',
  address: { street: 'Sonnenstraße', houseNumber: '12', postalCode: '80331', city: 'München', country: 'DE' },
  formattedAddress: ['Sonnenstraße 12', '80331 München'],
  coordinates: { lat: 48.1374, lon: 11.5655 },
  openingHours: { weekdays: [weekday, weekday, weekday, weekday, weekday, [{ open: '08:00', close: '13:00' }], []], closedDates: [] },
}
// 2026-12-01 is a Tuesday, 2026-12-05 a Saturday.
const valid: BookingSearch = {
  query: 'München Innenstadt',
  branch,
  dates: { pickupDate: '2026-12-01', pickupTime: '12:30', returnDate: '2026-12-04', returnTime: '08:30' },
}
const now = { today: '2026-11-22', clock: '10:00' }
const hours = (intervals: { open: string; close: string }[]) => intervals.map((interval) => `${interval.open}–${interval.close}`).join(', ')

describe('findSearchProblems', () => {
  it.each<[string, Partial<BookingSearch>, Partial<BookingSearch['dates']>, object]>([
    ['a complete search', {}, {}, { dates: {} }],
    ['no location', { query: '  ', branch: null }, {}, { pickup: 'required', dates: {} }],
    ['typed text but no branch chosen', { branch: null }, {}, { pickup: 'chooseBranch', dates: {} }],
    ['a missing pickup date', {}, { pickupDate: '' }, { dates: { pickupDate: { reason: 'required' } } }],
    ['a pickup before today', {}, { pickupDate: '2026-11-01' }, { dates: { pickupDate: { reason: 'pickupInPast' } } }],
    ['a pickup earlier today', {}, { pickupDate: '2026-11-23', pickupTime: '09:30' }, { dates: {} }],
    ['a return before pickup', {}, { returnDate: '2026-11-30' }, { dates: { returnDate: { reason: 'returnBeforePickup' } } }],
    [
      'a return at the pickup minute',
      {},
      { returnDate: '2026-12-01', returnTime: '12:30' },
      { dates: { returnDate: { reason: 'returnBeforePickup' } } },
    ],
    [
      'a Saturday return after closing',
      {},
      { returnDate: '2026-12-05', returnTime: '15:00' },
      { dates: { returnTime: { reason: 'outsideHours', values: { hours: '08:00–13:00' } } } },
    ],
  ])('%s', (_, change, dates, expected) => {
    expect(findSearchProblems({ ...valid, ...change, dates: { ...valid.dates, ...dates } }, now, hours)).toEqual(expected)
  })

  it('finds a pickup time that has passed today', () => {
    expect(
      findSearchProblems({ ...valid, dates: { ...valid.dates, pickupDate: '2026-11-22', pickupTime: '09:30' } }, now, hours).dates,
    ).toEqual({ pickupTime: { reason: 'pickupInPast' } })
  })
})

describe('searchHref', () => {
  it('sends the branch id and both local date-times', () => {
    expect(searchHref('/de-de/booking/', valid)).toBe(
      '/de-de/booking/?branch=de-muenchen-city&pickupAt=2026-12-01T12%3A30&returnAt=2026-12-04T08%3A30',
    )
  })
})

describe('one-way return and driver age', () => {
  const berlin: Branch = { ...branch, id: 'de-berlin-mitte', name: 'Berlin Mitte', oneWay: true }
  const koeln: Branch = { ...branch, id: 'de-koeln-hbf', name: 'Köln Hauptbahnhof', oneWay: false }
  const paris: Branch = { ...branch, id: 'fr-cdg-airport', name: 'Paris CDG', address: { ...branch.address, country: 'FR' } }

  it.each<[string, BookingSearch['return'], object | undefined]>([
    ['another branch that takes one-way rentals', { query: 'Berlin Mitte', branch: berlin }, undefined],
    ['no return branch', { query: '', branch: null }, { problem: 'required' }],
    ['typed text only', { query: 'Ber', branch: null }, { problem: 'chooseBranch' }],
    [
      'a branch that refuses one-way rentals, named',
      { query: 'Köln', branch: koeln },
      { problem: 'oneWayRefused', branch: 'Köln Hauptbahnhof' },
    ],
    ['a branch in another country', { query: 'Paris', branch: paris }, { problem: 'oneWayCountry' }],
  ])('%s', (_, returning, expected) => {
    expect(findSearchProblems({ ...valid, return: returning }, now, hours).return).toEqual(expected)
  })

  it('writes the return branch, the driver age and the promotion into the booking address', () => {
    expect(
      searchHref('/de-de/booking/', { ...valid, return: { query: 'Berlin Mitte', branch: berlin }, driverAge: 21, promo: 'airport' }),
    ).toBe(
      '/de-de/booking/?branch=de-muenchen-city&pickupAt=2026-12-01T12%3A30&returnAt=2026-12-04T08%3A30&returnBranch=de-berlin-mitte&driverAge=21&promo=airport',
    )
  })
})

// Issue 26, bad input: the truck rental page's search refuses a branch that rents no vans or trucks before the funnel,
// and a truck search carries its product line to the funnel so it offers the vans and trucks.
describe('a truck search', () => {
  const truckBranch: Branch = { ...branch, productLines: ['rent-car', 'rent-truck'] }
  it('refuses a branch without trucks', () => {
    const problems = findSearchProblems(
      { ...valid, branch: { ...branch, productLines: ['rent-car'] }, productLine: 'rent-truck' },
      now,
      hours,
    )
    expect(problems.pickup).toBe('noTrucks')
  })

  it('takes a branch that rents trucks, and the car search takes any branch', () => {
    expect(findSearchProblems({ ...valid, branch: truckBranch, productLine: 'rent-truck' }, now, hours).pickup).toBeUndefined()
    expect(findSearchProblems({ ...valid, branch: { ...branch, productLines: ['rent-car'] } }, now, hours).pickup).toBeUndefined()
  })

  it('sends the product line to the funnel', () => {
    expect(searchHref('/de-de/online-booking/', { ...valid, branch: truckBranch, productLine: 'rent-truck' })).toContain(
      '&productLine=rent-truck',
    )
    expect(searchHref('/de-de/online-booking/', valid)).not.toContain('productLine')
  })
})
