import { http, HttpResponse } from 'msw'
import { isOpenAt } from '../../features/opening-hours/data.ts'
import { addIsoDays, toUtcIsoDate } from '../../engine/shared/isoDate.ts'
import type { Branch, FleetModel, Offer } from '../../features/web-api/index.ts'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { categoryParam, currencyParam, localDateTime } from '../http/params.ts'
import { findBranch, type SeededBranch } from '../model/branches.ts'
import { driverAgeOf, returnBranchOf } from '../model/oneWay.ts'
import { eurPerDay, priceIn, rentalDays, times } from '../model/pricing.ts'
import { minimumAgeFor } from '../../features/pricing/index.ts'
import { rentalConfigurationOf } from './rentalConfigurations.ts'
import { CATEGORIES_BY_BRANCH_TYPE, FLEET, imageOf, type ModelSeed } from '../seed/fleet.ts'

/** How far ahead a rental can be searched and booked: no fleet is planned beyond it (a year 9999 pickup is a typo or a probe). */
export const BOOKING_HORIZON_DAYS = 2 * 365

/** Checks a rental period against the branches (the return one may differ) and the calendar; shared with reservation creation. */
export function checkRentalPeriod(branch: Branch, pickupDate: string, returnDate: string, now = new Date(), returnBranch = branch): void {
  if (returnDate <= pickupDate) throw new BadRequest('"returnDate" must be after "pickupDate".')
  // The branch's clock is not known here: a pickup counts as past only when it is before yesterday.
  const yesterday = toUtcIsoDate(new Date(now.getTime() - 24 * 3600 * 1000))
  if (pickupDate.slice(0, 10) < yesterday) throw new BadRequest('"pickupDate" is in the past.')
  const horizon = addIsoDays(toUtcIsoDate(now), BOOKING_HORIZON_DAYS)
  if (returnDate.slice(0, 10) > horizon)
    throw new BadRequest(`Rentals can be booked up to ${BOOKING_HORIZON_DAYS} days ahead: "returnDate" must be on or before ${horizon}.`)
  for (const [name, value, at] of [
    ['pickupDate', pickupDate, branch],
    ['returnDate', returnDate, returnBranch],
  ] as const) {
    const [date, clock] = value.split('T')
    if (!isOpenAt(at.openingHours, date, clock)) throw new BadRequest(`The branch "${at.name}" is closed at "${name}" ${value}.`)
  }
}

export function modelsAt(entry: SeededBranch): ModelSeed[] {
  const categories = CATEGORIES_BY_BRANCH_TYPE[entry.branch.type]
  return FLEET.filter((model) => categories === 'all' || categories.includes(model.category))
}

export function fleetModel(seed: ModelSeed, currency: string): FleetModel {
  const { eurPerDay: listPrice, ...model } = seed
  return { ...model, image: imageOf(seed.category), fromPricePerDay: priceIn(listPrice, currency) }
}

export function offerFor(entry: SeededBranch, seed: ModelSeed, pickupDate: string, returnDate: string, currency: string): Offer {
  const days = rentalDays(pickupDate, returnDate)
  const pricePerDay = priceIn(eurPerDay(seed.eurPerDay, entry.branch.type, days), currency)
  const unit = entry.market.distanceUnit
  const limited = seed.category === 'van' || seed.category === 'pickup-truck'
  return {
    id: `${entry.branch.id}~${seed.id}`,
    model: fleetModel(seed, currency),
    days,
    pricePerDay,
    total: times(pricePerDay, days),
    includedDistance: limited ? days * (unit === 'mi' ? 125 : 200) : null,
    distanceUnit: unit,
  }
}

/** The models a driver of this age may rent at the branch (SPEC: minimum age per category). */
export function modelsFor(entry: SeededBranch, driverAge: number): ModelSeed[] {
  const config = rentalConfigurationOf(entry.market)
  return modelsAt(entry).filter((model) => minimumAgeFor(config, model.category) <= driverAge)
}

/**
 * GET /v1/rentaloffers/offers?branchId&pickupDate&returnDate&currency[&category][&returnBranchId][&driverAge]: the models
 * to rent, cheapest first. A return branch that takes no one-way rentals is a 400 naming it; a young driver sees only
 * the categories of their age.
 */
export const offersHandler = http.get(
  '*/v1/rentaloffers/offers',
  answer(({ request }) => {
    const url = new URL(request.url)
    const branchId = url.searchParams.get('branchId') ?? ''
    const entry = findBranch(branchId)
    if (!entry)
      throw new BadRequest(branchId ? `There is no branch "${branchId.slice(0, 40)}".` : 'Query parameter "branchId" is required.')
    const pickupDate = localDateTime(url.searchParams.get('pickupDate'), 'pickupDate')
    const returnDate = localDateTime(url.searchParams.get('returnDate'), 'returnDate')
    const returnEntry = returnBranchOf(entry, url.searchParams.get('returnBranchId'))
    checkRentalPeriod(entry.branch, pickupDate, returnDate, new Date(), returnEntry.branch)
    const driverAge = driverAgeOf(url.searchParams.get('driverAge'), entry.market.minimumDriverAge)
    const currency = currencyParam(url)
    const category = categoryParam(url)
    const offers = modelsFor(entry, driverAge)
      .filter((model) => !category || model.category === category)
      .map((model) => offerFor(entry, model, pickupDate, returnDate, currency))
      .sort((a, b) => a.total.amount - b.total.amount)
    return HttpResponse.json({ branchId, pickupDate, returnDate, offers })
  }),
)
