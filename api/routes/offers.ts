import { http, HttpResponse } from 'msw'
import type { FleetModel, Offer, ProductLine } from '../../features/web-api/index.ts'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { categoryParam, currencyParam, localDateTime, productLineParam } from '../http/params.ts'
import { findBranch, type SeededBranch } from '../model/branches.ts'
import { checkRentalPeriod } from '../model/checkRentalPeriod.ts'
import { driverAgeOf, returnBranchOf } from '../model/oneWay.ts'
import { eurPerDay, priceIn, rentalDays, times } from '../model/pricing.ts'
import { minimumAgeFor } from '../../features/pricing/index.ts'
import { rentalConfigurationOf } from './rentalConfigurations.ts'
import { CATEGORIES_BY_BRANCH_TYPE, FLEET, imageOf, type ModelSeed } from '../seed/fleet.ts'
import { licenceCategoryIn, TRUCK_FLEET } from '../seed/truckFleet.ts'

/** The branch rents the vans and trucks of the truck rental line (its seed says `"trucks": true`). */
export function rentsTrucks(entry: SeededBranch): boolean {
  return entry.seed.trucks === true
}

/**
 * The models a branch rents: of one product line, or (no line given: a booking's offer id may name either) of every line
 * the branch has. Cars by the branch's type; vans and trucks only where the branch rents trucks.
 */
export function modelsAt(entry: SeededBranch, productLine?: ProductLine): ModelSeed[] {
  const categories = CATEGORIES_BY_BRANCH_TYPE[entry.branch.type]
  const cars = productLine === 'rent-truck' ? [] : FLEET.filter((model) => categories === 'all' || categories.includes(model.category))
  const trucks = productLine === 'rent-car' || !rentsTrucks(entry) ? [] : TRUCK_FLEET
  return [...cars, ...trucks]
}

/** A model as the API answers it; a truck's licence category is the one of the country it is rented in. */
export function fleetModel(seed: ModelSeed, currency: string, country?: string): FleetModel {
  const { eurPerDay: listPrice, load, ...model } = seed
  const licenceCategory = load && country ? licenceCategoryIn(country, load.licenceCategory) : load?.licenceCategory
  return {
    ...model,
    ...(load && licenceCategory ? { load: { ...load, licenceCategory } } : {}),
    image: imageOf(seed.category),
    fromPricePerDay: priceIn(listPrice, currency),
  }
}

export function offerFor(entry: SeededBranch, seed: ModelSeed, pickupDate: string, returnDate: string, currency: string): Offer {
  const days = rentalDays(pickupDate, returnDate)
  const pricePerDay = priceIn(eurPerDay(seed.eurPerDay, entry.branch.type, days), currency)
  const unit = entry.market.distanceUnit
  // Vans, pickups and every truck of the truck line are rented with a distance allowance.
  const limited = seed.category === 'van' || seed.category === 'pickup-truck'
  return {
    id: `${entry.branch.id}~${seed.id}`,
    model: fleetModel(seed, currency, entry.market.country),
    days,
    pricePerDay,
    total: times(pricePerDay, days),
    includedDistance: limited ? days * (unit === 'mi' ? 125 : 200) : null,
    distanceUnit: unit,
  }
}

/** The models of a product line a driver of this age may rent at the branch (SPEC: minimum age per category). */
export function modelsFor(entry: SeededBranch, driverAge: number, productLine: ProductLine = 'rent-car'): ModelSeed[] {
  const config = rentalConfigurationOf(entry.market)
  return modelsAt(entry, productLine).filter((model) => minimumAgeFor(config, model.category) <= driverAge)
}

/**
 * GET /v1/rentaloffers/offers?branchId&pickupDate&returnDate&currency[&category][&returnBranchId][&driverAge][&productLine]:
 * the models to rent, cheapest first. A return branch that takes no one-way rentals is a 400 naming it; a young driver
 * sees only the categories of their age; productLine=rent-truck answers the vans and trucks, and is a 400 naming a branch
 * that rents none.
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
    const productLine = productLineParam(url)
    if (productLine === 'rent-truck' && !rentsTrucks(entry)) throw new BadRequest(`Branch "${branchId}" rents no vans or trucks.`)
    const returnEntry = returnBranchOf(entry, url.searchParams.get('returnBranchId'))
    const { maximumRentalDays } = rentalConfigurationOf(entry.market)
    checkRentalPeriod(entry, { pickupDate, returnDate, maximumDays: maximumRentalDays }, new Date(), returnEntry)
    const driverAge = driverAgeOf(url.searchParams.get('driverAge'), entry.market.minimumDriverAge)
    const currency = currencyParam(url)
    const category = categoryParam(url)
    const offers = modelsFor(entry, driverAge, productLine)
      .filter((model) => !category || model.category === category)
      .map((model) => offerFor(entry, model, pickupDate, returnDate, currency))
      .sort((a, b) => a.total.amount - b.total.amount)
    return HttpResponse.json({ branchId, pickupDate, returnDate, offers })
  }),
)
