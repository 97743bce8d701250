import { VEHICLE_CATEGORIES, type ProductLine, type VehicleCategory } from '../../features/web-api/index.ts'
import { parseLocalDateTime } from '../../engine/shared/isoDate.ts'
import { eurRateOf } from '../model/pricing.ts'
import { marketSeeds } from '../seed/markets/marketSeeds.ts'
import { BadRequest } from './badRequest.ts'

/** Parameter checks shared by the handlers; each throws BadRequest with a message a developer can act on. */

export const SEARCH_MIN_LENGTH = 2
export const SEARCH_MAX_LENGTH = 100

export function countryParam(url: URL, name = 'country'): string {
  const value = url.searchParams.get(name)?.trim().toUpperCase()
  if (!value) throw new BadRequest(`Query parameter "${name}" is required: a two-letter country code such as "DE".`)
  if (!/^[A-Z]{2}$/.test(value))
    throw new BadRequest(`Query parameter "${name}" must be a two-letter country code such as "DE", not "${value.slice(0, 20)}".`)
  if (!marketSeeds().has(value)) throw new BadRequest(`There are no branches in country "${value}".`)
  return value
}

export function optionalCountryParam(url: URL, name = 'country'): string | undefined {
  return url.searchParams.has(name) ? countryParam(url, name) : undefined
}

export function currencyParam(url: URL): string {
  const value = url.searchParams.get('currency')?.trim().toUpperCase()
  if (!value || !/^[A-Z]{3}$/.test(value)) throw new BadRequest('Query parameter "currency" is required: an ISO 4217 code such as "EUR".')
  if (eurRateOf(value) === undefined) throw new BadRequest(`Prices are not available in "${value}".`)
  return value
}

export function categoryParam(url: URL): VehicleCategory | undefined {
  const value = url.searchParams.get('category')
  if (value === null || value === '') return undefined
  if (!(VEHICLE_CATEGORIES as readonly string[]).includes(value))
    throw new BadRequest(`Query parameter "category" must be one of ${VEHICLE_CATEGORIES.join(', ')}.`)
  return value as VehicleCategory
}

const PRODUCT_LINES: ProductLine[] = ['rent-car', 'rent-truck']

/** ?productLine=rent-truck asks for the vans and trucks of the truck rental line; absent, the cars (rent-car). */
export function productLineParam(url: URL): ProductLine {
  const value = url.searchParams.get('productLine')
  if (value === null || value === '') return 'rent-car'
  if (!(PRODUCT_LINES as string[]).includes(value))
    throw new BadRequest(`Query parameter "productLine" must be one of ${PRODUCT_LINES.join(', ')}, not "${value.slice(0, 20)}".`)
  return value as ProductLine
}

export function searchTextParam(url: URL, name = 'query'): string {
  const value = (url.searchParams.get(name) ?? '').replace(/\s+/g, ' ').trim()
  if (value.length < SEARCH_MIN_LENGTH)
    throw new BadRequest(`Query parameter "${name}" needs at least ${SEARCH_MIN_LENGTH} characters besides spaces.`)
  if (value.length > SEARCH_MAX_LENGTH) throw new BadRequest(`Query parameter "${name}" can have at most ${SEARCH_MAX_LENGTH} characters.`)
  return value
}

/** A local date and time at the branch, "yyyy-MM-ddTHH:mm" (no time zone: the branch's clock). */
export function localDateTime(value: unknown, name: string): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value))
    throw new BadRequest(`"${name}" must be a local date and time such as "2026-12-01T12:30".`)
  if (!parseLocalDateTime(value)) throw new BadRequest(`"${name}" is not a calendar date and time: "${value}".`)
  return value
}

/** A string field of a JSON body; anything else (a number, an object with its own toString) is refused. */
export function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name]
  if (typeof value !== 'string' || value === '') throw new BadRequest(`"${name}" must be a non-empty string.`)
  return value
}
