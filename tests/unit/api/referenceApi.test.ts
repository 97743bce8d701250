// The reference API (api/) answered through the typed client (engine/shared/api/), as the blocks call it.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handlers } from '../../../api/handlers.ts'
import { createApiClient, VEHICLE_CATEGORIES } from '../../../features/web-api/index.ts'
import { isClosedOn } from '../../../features/opening-hours/data.ts'
import { toIsoDate } from '../../../engine/shared/isoDate.ts'

const server = setupServer(...handlers)
const api = createApiClient({
  endpointBase: 'https://api.example.test',
  endpointBaseGrpc: 'https://grpc.example.test',
  acceptLanguage: 'de-DE',
  tenantId: 6,
})

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

/** A weekday (Monday 0 … Sunday 6) at least a week ahead, as "yyyy-MM-dd". */
/**
 * Weekday `index` (0 = Monday) of the week `weeksAhead` weeks after this one: always in the future, and in week
 * order (a test that counted from today got a return date before the pickup on Thursdays).
 */
function nextWeekday(index: number, weeksAhead = 1): string {
  const date = new Date()
  date.setDate(date.getDate() - ((date.getDay() + 6) % 7) + 7 * weeksAhead + index)
  return toIsoDate(date)
}

describe('stations', () => {
  it('lists the branches of a country with addresses in its template and real closed days', async () => {
    const result = await api.stations({ country: 'DE' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.value.length).toBeGreaterThanOrEqual(5)
    expect(new Set(result.value.map((branch) => branch.type))).toEqual(new Set(['airport', 'city', 'railway']))
    const city = result.value.find((branch) => branch.id === 'de-muenchen-city')!
    expect(city.formattedAddress).toEqual(['Sonnenstraße 12', '80331 München'])
    expect(isClosedOn(city.openingHours, nextWeekday(6))).toBe(true)
    expect(isClosedOn(city.openingHours, nextWeekday(0))).toBe(false)
    expect(city.openingHours.closedDates).toContain(`${new Date().getFullYear()}-12-25`)
  })

  it('writes US addresses city, state and ZIP code', async () => {
    const result = await api.stations({ country: 'US' })
    expect(result.ok && result.value.find((branch) => branch.iataCode === 'JFK')?.formattedAddress).toEqual([
      '1 Federal Circle',
      'Jamaica, NY 11430',
    ])
  })

  it.each([
    ['', 'is required'],
    ['Germany', 'two-letter country code'],
    ['ZZ', 'no branches in country "ZZ"'],
  ])('refuses country "%s" with 400 and a message', async (country, message) => {
    const result = await api.stations({ country })
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 400 } })
    expect(!result.ok && result.error.message).toContain(message)
  })
})

describe('geosuggest', () => {
  it.each([
    ['Mün', 'DE', 'München Flughafen'],
    ['munich', 'DE', 'München Flughafen'],
    ['koeln', 'DE', 'Köln Hauptbahnhof'],
    ['jfk', 'US', 'JFK Airport'],
    ['Chicago', 'US', "Chicago O'Hare Airport"],
  ])('"%s" in %s suggests %s first', async (query, country, name) => {
    const result = await api.geosuggest({ query, country })
    expect(result.ok && result.value[0]?.name).toBe(name)
  })

  it('answers an empty list for markup or text no branch has', async () => {
    for (const query of ['<script>alert(1)</script>', 'zzzzqqq'])
      expect(await api.geosuggest({ query, country: 'DE' })).toEqual({ ok: true, value: [] })
  })

  it.each([
    ['one character', 'M', 'at least 2'],
    ['only spaces', '     ', 'at least 2'],
    ['200 characters', 'a'.repeat(200), 'at most 100'],
  ])('refuses %s with 400', async (_, query, message) => {
    const result = await api.geosuggest({ query, country: 'DE' })
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 400 } })
    expect(!result.ok && result.error.message).toContain(message)
  })
})

describe('offers and reservations', () => {
  const pickupDate = `${nextWeekday(1)}T12:30`
  const returnDate = `${nextWeekday(4)}T08:30`

  it('prices offers in the requested currency, cheapest first, total = days × price per day', async () => {
    const result = await api.offers({ branchId: 'us-jfk-airport', pickupDate, returnDate, currency: 'USD' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const { offers } = result.value
    expect(offers.length).toBeGreaterThan(10)
    expect(offers.every((offer) => offer.total.currency === 'USD' && offer.days === 3)).toBe(true)
    expect(offers.map((offer) => offer.total.amount)).toEqual([...offers.map((offer) => offer.total.amount)].sort((a, b) => a - b))
    for (const offer of offers) expect(offer.total.amount).toBeCloseTo(offer.pricePerDay.amount * 3, 2)
  })

  it('filters by category and refuses a branch that is closed at pickup', async () => {
    const suv = await api.offers({ branchId: 'de-muenchen-city', pickupDate, returnDate, currency: 'EUR', category: 'suv' })
    expect(suv.ok && suv.value.offers.map((offer) => offer.model.category)).toEqual(['suv', 'suv'])
    const sunday = await api.offers({
      branchId: 'de-muenchen-city',
      pickupDate: `${nextWeekday(6)}T12:30`,
      returnDate: `${nextWeekday(6, 2)}T08:30`,
      currency: 'EUR',
    })
    expect(sunday).toMatchObject({ ok: false, error: { status: 400 } })
    expect(!sunday.ok && sunday.error.message).toContain('closed')
  })

  it('creates a reservation for an offer and refuses a bad email', async () => {
    const offers = await api.offers({ branchId: 'de-muc-airport', pickupDate, returnDate, currency: 'EUR' })
    if (!offers.ok) throw new Error(offers.error.message)
    const offer = offers.value.offers[0]
    const request = {
      offerId: offer.id,
      branchId: 'de-muc-airport',
      pickupDate,
      returnDate,
      currency: 'EUR',
      driver: { firstName: 'Erika', lastName: 'Muster', email: 'erika@example.com' },
      termsAccepted: true as const,
    }
    const created = await api.createReservation(request)
    expect(created).toMatchObject({ ok: true, value: { status: 'confirmed', total: offer.total, modelName: offer.model.name } })
    expect(created.ok && created.value.reservationNumber).toMatch(/^9\d{9}$/)
    const refused = await api.createReservation({ ...request, driver: { ...request.driver, email: 'erika@' } })
    expect(refused).toMatchObject({ ok: false, error: { status: 400, message: '"driver.email" must be a valid email address.' } })
  })

  it('prices a one-way rental and refuses a return branch that takes none, before any offer', async () => {
    const oneWay = await api.offers({
      branchId: 'de-muc-airport',
      returnBranchId: 'de-berlin-mitte',
      pickupDate,
      returnDate,
      currency: 'EUR',
    })
    expect(oneWay.ok).toBe(true)
    const refused = await api.offers({
      branchId: 'de-muc-airport',
      returnBranchId: 'de-koeln-hbf',
      pickupDate,
      returnDate,
      currency: 'EUR',
    })
    expect(refused).toMatchObject({
      ok: false,
      error: { status: 400, message: 'The branch "Köln Hauptbahnhof" takes no one-way rentals.' },
    })
    const abroad = await api.offers({
      branchId: 'de-muc-airport',
      returnBranchId: 'at-vie-airport',
      pickupDate,
      returnDate,
      currency: 'EUR',
    })
    expect(abroad).toMatchObject({ ok: false, error: { status: 400 } })
    const branch = await api.station({ id: 'de-koeln-hbf' })
    expect(branch.ok && branch.value.oneWay).toBe(false)
  })

  it('offers a young driver only the categories of their age', async () => {
    const young = await api.offers({ branchId: 'de-muc-airport', pickupDate, returnDate, currency: 'EUR', driverAge: 21 })
    const older = await api.offers({ branchId: 'de-muc-airport', pickupDate, returnDate, currency: 'EUR', driverAge: 30 })
    if (!young.ok || !older.ok) throw new Error('offers failed')
    expect(young.value.offers.some((offer) => ['luxury', 'sport'].includes(offer.model.category))).toBe(false)
    expect(older.value.offers.some((offer) => offer.model.category === 'luxury')).toBe(true)
    expect(await api.offers({ branchId: 'de-muc-airport', pickupDate, returnDate, currency: 'EUR', driverAge: 16 })).toMatchObject({
      ok: false,
      error: { status: 400 },
    })
  })

  it('books protection, extras and fees with their breakdown, once per idempotency key', async () => {
    const config = await api.rentalConfiguration({ country: 'DE' })
    expect(config.ok && config.value.extras.map((extra) => extra.id)).toEqual(['additional-driver', 'child-seat', 'gps'])
    const offers = await api.offers({
      branchId: 'de-muc-airport',
      returnBranchId: 'de-berlin-mitte',
      pickupDate,
      returnDate,
      currency: 'EUR',
      driverAge: 21,
    })
    if (!offers.ok) throw new Error(offers.error.message)
    const offer = offers.value.offers[0]
    const request = {
      offerId: offer.id,
      branchId: 'de-muc-airport',
      returnBranchId: 'de-berlin-mitte',
      pickupDate,
      returnDate,
      currency: 'EUR',
      driverAge: 21,
      protection: 'full' as const,
      extras: { 'child-seat': 1 },
      payment: 'pickup' as const,
      promo: 'airport',
      termsAccepted: true as const,
      idempotencyKey: 'test-key-1',
      driver: { firstName: 'Erika', lastName: 'Muster', email: 'erika@example.com' },
    }
    const created = await api.createReservation(request)
    if (!created.ok) throw new Error(created.error.message)
    const { breakdown } = created.value
    expect(created.value).toMatchObject({ returnBranchId: 'de-berlin-mitte', driverAge: 21, protection: 'full', payment: 'pickup' })
    expect(breakdown).toMatchObject({
      base: offer.total,
      oneWayFee: { amount: 88.99 },
      youngDriverFee: { amount: 3 * 11.99 },
      promotionPercent: 15,
      extras: [{ id: 'child-seat', quantity: 1 }],
    })
    expect(created.value.total).toEqual(breakdown!.total)
    expect(await api.createReservation(request)).toEqual({ ok: true, value: created.value })
    const other = await api.createReservation({ ...request, idempotencyKey: 'test-key-2' })
    expect(other.ok && other.value.reservationNumber).not.toBe(created.value.reservationNumber)
    expect(await api.createReservation({ ...request, idempotencyKey: undefined, extras: { 'child-seat': 7 } })).toMatchObject({
      ok: false,
      error: { status: 400 },
    })
  })

  it('manage booking: the driver looks a reservation up by number and last name (any case and accents), and cancels it once', async () => {
    const offers = await api.offers({ branchId: 'de-muc-airport', pickupDate, returnDate, currency: 'EUR' })
    if (!offers.ok) throw new Error(offers.error.message)
    const driver = { firstName: 'Jörg', lastName: 'Müller', email: 'joerg@example.com' }
    const created = await api.createReservation({
      offerId: offers.value.offers[0].id,
      branchId: 'de-muc-airport',
      pickupDate,
      returnDate,
      currency: 'EUR',
      driver,
      termsAccepted: true,
    })
    if (!created.ok) throw new Error(created.error.message)
    const reservationNumber = created.value.reservationNumber
    expect(await api.reservation({ reservationNumber, lastName: ' MULLER ' })).toEqual({ ok: true, value: created.value })
    // A wrong name and a wrong number get the same answer: a guess learns nothing.
    const wrongName = await api.reservation({ reservationNumber, lastName: 'Meier' })
    const wrongNumber = await api.reservation({ reservationNumber: '9000000000', lastName: 'Müller' })
    expect(wrongName).toMatchObject({
      ok: false,
      error: { status: 404, message: 'There is no reservation with this number and last name.' },
    })
    expect(!wrongNumber.ok && wrongNumber.error).toEqual(!wrongName.ok && wrongName.error)
    expect(await api.reservation({ reservationNumber, lastName: ' ' })).toMatchObject({ ok: false, error: { status: 400 } })

    expect(await api.cancelReservation({ reservationNumber, lastName: 'Meier' })).toMatchObject({ ok: false, error: { status: 404 } })
    expect(await api.cancelReservation({ reservationNumber, lastName: 'müller' })).toMatchObject({
      ok: true,
      value: { status: 'cancelled' },
    })
    expect(await api.cancelReservation({ reservationNumber, lastName: 'müller' })).toMatchObject({
      ok: false,
      error: { status: 409, message: 'This reservation is already cancelled.' },
    })
    expect(await api.reservation({ reservationNumber, lastName: 'Müller' })).toMatchObject({ ok: true, value: { status: 'cancelled' } })
  })
})

describe('lookups', () => {
  it('has every fleet category of SPEC §2', async () => {
    const fleet = await api.fleet({ country: 'GB', currency: 'GBP' })
    expect(fleet.ok && new Set(fleet.value.map((model) => model.category))).toEqual(new Set(VEHICLE_CATEGORIES))
    expect(fleet.ok && fleet.value.every((model) => model.fromPricePerDay.currency === 'GBP')).toBe(true)
  })

  it('answers geoip, configurations, fleet locations, locations, address templates, campaigns and the billboard', async () => {
    expect(await api.geoip()).toMatchObject({ ok: true, value: { country: 'DE' } })
    expect(await api.rentalConfiguration({ country: 'US' })).toMatchObject({
      ok: true,
      value: { currency: 'USD', minimumDriverAge: 21, distanceUnit: 'mi' },
    })
    const vans = await api.fleetLocations({ country: 'DE', category: 'van' })
    expect(vans.ok && vans.value.every((location) => location.categories.includes('van'))).toBe(true)
    expect(await api.locations({ country: 'DE', query: 'mün' })).toMatchObject({
      ok: true,
      value: [{ name: 'München', branchIds: ['de-muc-airport', 'de-muenchen-city'] }],
    })
    expect(await api.addressTemplates({ country: 'GB' })).toEqual({
      ok: true,
      value: [{ country: 'GB', lines: ['{houseNumber} {street}', '{city}', '{postalCode}'] }],
    })
    expect(await api.campaigns({ country: 'DE' })).toMatchObject({
      ok: true,
      value: expect.arrayContaining([expect.objectContaining({ category: 'compact' })]),
    })
    expect(await api.billboard({ country: 'DE', trucks: true })).toMatchObject({
      ok: true,
      value: { desktop: { width: 1600, height: 640 }, mobile: { width: 375, height: 400 }, link: '/de-de/' },
    })
  })

  it('sends the request context: Accept-Language and tenant', async () => {
    const seen: Headers[] = []
    const listener = ({ request }: { request: Request }) => void seen.push(request.headers)
    server.events.on('request:start', listener)
    await api.geoip()
    server.events.removeListener('request:start', listener)
    expect(seen[0].get('accept-language')).toBe('de-DE')
    expect(seen[0].get('x-tenant-id')).toBe('6')
  })
})
