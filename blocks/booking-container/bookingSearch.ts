import { isOpenAt, openingIntervalsOn } from '../../features/opening-hours/index.ts'
import { bookingQueryString } from '../../features/booking-query/index.ts'
import { rentsTrucks } from '../../features/trucks/index.ts'
import type { Branch, OpeningInterval } from '../../features/web-api/index.ts'
import type { DateFieldName, DateProblem, RentalDates } from '../../features/booking-search/index.ts'

export type PickupProblem = 'required' | 'chooseBranch' | 'noTrucks'
export type ReturnProblem = Exclude<PickupProblem, 'noTrucks'> | 'oneWayRefused' | 'oneWayCountry'

export interface BookingSearch {
  query: string
  branch: Branch | null
  dates: RentalDates
  /** A one-way rental: the return branch chosen (null while none is) and its field's text. */
  return?: { query: string; branch: Branch | null }
  driverAge?: number
  promo?: string
  /** The truck rental page's search: only a branch that rents vans and trucks will do. */
  productLine?: 'rent-truck'
}

export interface SearchProblems {
  pickup?: PickupProblem
  /** The return field's problem, with the branch that refuses one-way rentals. */
  return?: { problem: ReturnProblem; branch?: string }
  dates: Partial<Record<DateFieldName, DateProblem>>
}

/** Fields in the order they appear: the first one with a problem takes focus. */
export const FIELD_ORDER = ['pickup', 'return', 'pickupDate', 'pickupTime', 'returnDate', 'returnTime'] as const

/**
 * A one-way return the reference API would refuse, said before the offers step: a branch in another
 * country, or a pickup or return branch that takes no one-way rentals (Branch.oneWay false).
 */
export function findReturnProblem(pickup: Branch | null, returning: NonNullable<BookingSearch['return']>): SearchProblems['return'] {
  if (!returning.branch) return { problem: returning.query.trim() === '' ? 'required' : 'chooseBranch' }
  if (!pickup || pickup.id === returning.branch.id) return undefined
  if (pickup.address.country !== returning.branch.address.country) return { problem: 'oneWayCountry' }
  const refusing = [pickup, returning.branch].find((branch) => branch.oneWay === false)
  return refusing ? { problem: 'oneWayRefused', branch: refusing.name } : undefined
}

/**
 * Checks a search before it is sent. `now` is the visitor's date and time; `describeHours` writes a
 * day's opening hours for the "outside opening hours" message in the market's clock.
 */
export function findSearchProblems(
  search: BookingSearch,
  now: { today: string; clock: string },
  describeHours: (hours: OpeningInterval[]) => string,
): SearchProblems {
  const { branch, dates } = search
  const problems: SearchProblems = { dates: {} }
  if (!branch) problems.pickup = search.query.trim() === '' ? 'required' : 'chooseBranch'
  else if (search.productLine === 'rent-truck' && !rentsTrucks(branch)) problems.pickup = 'noTrucks'
  if (search.return) {
    const returnProblem = findReturnProblem(branch, search.return)
    if (returnProblem) problems.return = returnProblem
  }
  if (dates.pickupDate === '') problems.dates.pickupDate = { reason: 'required' }
  else if (dates.pickupDate < now.today) problems.dates.pickupDate = { reason: 'pickupInPast' }
  else if (dates.pickupDate === now.today && dates.pickupTime < now.clock) problems.dates.pickupTime = { reason: 'pickupInPast' }
  if (dates.returnDate === '') problems.dates.returnDate = { reason: 'required' }
  else if (dates.pickupDate !== '' && `${dates.returnDate}T${dates.returnTime}` <= `${dates.pickupDate}T${dates.pickupTime}`)
    problems.dates.returnDate = { reason: 'returnBeforePickup' }
  if (branch) {
    for (const [date, time] of [
      ['pickupDate', 'pickupTime'],
      ['returnDate', 'returnTime'],
    ] as const) {
      if (dates[date] === '' || problems.dates[time] || isOpenAt(branch.openingHours, dates[date], dates[time])) continue
      const hours = openingIntervalsOn(branch.openingHours, dates[date])
      if (hours.length > 0) problems.dates[time] = { reason: 'outsideHours', values: { hours: describeHours(hours) } }
    }
  }
  return problems
}

/** The booking page's address for a complete search (bookingQueryString: the funnel app and the zen page read it). */
export function searchHref(actionHref: string, search: BookingSearch): string {
  const query = bookingQueryString({
    branchId: search.branch!.id,
    pickupAt: `${search.dates.pickupDate}T${search.dates.pickupTime}`,
    returnAt: `${search.dates.returnDate}T${search.dates.returnTime}`,
    ...(search.return?.branch ? { returnBranchId: search.return.branch.id } : {}),
    ...(search.driverAge !== undefined ? { driverAge: search.driverAge } : {}),
    ...(search.promo ? { promo: search.promo } : {}),
    ...(search.productLine ? { productLine: search.productLine } : {}),
  })
  return `${actionHref}?${query}`
}
