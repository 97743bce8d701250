import type { AddressTemplate, Billboard, Branch, Campaign, FleetLocation, FleetModel, GeoIp, Location, Money, Offer, OffersResponse, RentalConfiguration, Reservation } from './types.ts'

/**
 * Light checks of API answers: enough that a block never renders `undefined.name` from a changed or
 * broken answer (the malformed-body failure mode), not a full schema validation.
 */
type Check<T> = (value: unknown) => value is T

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isString = (value: unknown): value is string => typeof value === 'string'
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const hasStrings = (value: Record<string, unknown>, ...keys: string[]) => keys.every((key) => isString(value[key]))

const isMoney: Check<Money> = (value): value is Money => isRecord(value) && isNumber(value.amount) && isString(value.currency)

const isCoordinates = (value: unknown) => isRecord(value) && isNumber(value.lat) && isNumber(value.lon)

export const isBranch: Check<Branch> = (value): value is Branch =>
  isRecord(value) &&
  hasStrings(value, 'id', 'name', 'type') &&
  isRecord(value.address) &&
  hasStrings(value.address, 'street', 'postalCode', 'city', 'country') &&
  Array.isArray(value.formattedAddress) &&
  value.formattedAddress.every(isString) &&
  isCoordinates(value.coordinates) &&
  isRecord(value.openingHours) &&
  Array.isArray(value.openingHours.weekdays) &&
  value.openingHours.weekdays.length === 7 &&
  value.openingHours.weekdays.every((day) => Array.isArray(day) && day.every((interval) => isRecord(interval) && hasStrings(interval, 'open', 'close'))) &&
  Array.isArray(value.openingHours.closedDates)

export const isFleetModel: Check<FleetModel> = (value): value is FleetModel =>
  isRecord(value) && hasStrings(value, 'id', 'name', 'category', 'transmission') && isNumber(value.seats) && isRecord(value.image) && isString(value.image.url) && isMoney(value.fromPricePerDay)

const isOffer: Check<Offer> = (value): value is Offer => isRecord(value) && isString(value.id) && isFleetModel(value.model) && isNumber(value.days) && isMoney(value.pricePerDay) && isMoney(value.total)

/** A parser for a list: the whole answer is refused when one item is broken, rather than showing part of it as if complete. */
export const listOf =
  <T>(check: Check<T>) =>
  (json: unknown): T[] | undefined =>
    Array.isArray(json) && json.every(check) ? json : undefined

export const one =
  <T>(check: Check<T>) =>
  (json: unknown): T | undefined =>
    check(json) ? json : undefined

export const isOffersResponse: Check<OffersResponse> = (value): value is OffersResponse =>
  isRecord(value) && hasStrings(value, 'branchId', 'pickupDate', 'returnDate') && Array.isArray(value.offers) && value.offers.every(isOffer)

export const isReservation: Check<Reservation> = (value): value is Reservation =>
  isRecord(value) && hasStrings(value, 'reservationNumber', 'status', 'branchId', 'pickupDate', 'returnDate', 'modelName') && isMoney(value.total)

export const isRentalConfiguration: Check<RentalConfiguration> = (value): value is RentalConfiguration =>
  isRecord(value) && hasStrings(value, 'country', 'currency') && isNumber(value.minimumDriverAge) && isMoney(value.deposit) && isNumber(value.leadTimeMinutes)

export const isGeoIp: Check<GeoIp> = (value): value is GeoIp => isRecord(value) && hasStrings(value, 'country', 'city') && isCoordinates(value.coordinates)

export const isAddressTemplate: Check<AddressTemplate> = (value): value is AddressTemplate =>
  isRecord(value) && isString(value.country) && Array.isArray(value.lines) && value.lines.every(isString)

export const isFleetLocation: Check<FleetLocation> = (value): value is FleetLocation =>
  isRecord(value) && hasStrings(value, 'branchId', 'branchName') && Array.isArray(value.categories)

export const isLocation: Check<Location> = (value): value is Location =>
  isRecord(value) && hasStrings(value, 'id', 'name', 'country') && isCoordinates(value.coordinates) && Array.isArray(value.branchIds)

export const isCampaign: Check<Campaign> = (value): value is Campaign =>
  isRecord(value) && hasStrings(value, 'id', 'title', 'category', 'validUntil') && isNumber(value.discountPercent)

export const isBillboard: Check<Billboard> = (value): value is Billboard =>
  isRecord(value) && hasStrings(value, 'id', 'title', 'link') && isRecord(value.desktop) && isRecord(value.mobile)
