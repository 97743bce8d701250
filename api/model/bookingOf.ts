import type { Driver, PriceBreakdown, RentalConfiguration, RentalRate } from '../../features/web-api/index.ts'
import { minimumAgeFor, priceBreakdown, rateFor, type RentalChoices } from '../../features/pricing/index.ts'
import { BadRequest } from '../http/badRequest.ts'
import { localDateTime, stringField } from '../http/params.ts'
import { findBranch } from './branches.ts'
import { checkRentalPeriod } from './checkRentalPeriod.ts'
import { driverAgeOf, returnBranchOf } from './oneWay.ts'
import { rentalChoicesOf } from './rentalChoices.ts'
import { modelsAt, offerFor } from '../routes/offers.ts'
import { rentalConfigurationOf } from '../routes/rentalConfigurations.ts'

/** SPEC §5: names at most 50 characters. */
const NAME_MAX_LENGTH = 50
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The driver of a booking or a change, checked: names of 1 to 50 characters and a valid email, or a 400 naming the field. */
export function driverOf(value: unknown): Driver {
  const driver = (value ?? {}) as Record<string, unknown>
  const text = (name: string) => (typeof driver[name] === 'string' ? (driver[name] as string).trim() : '')
  const [firstName, lastName, email] = [text('firstName'), text('lastName'), text('email')]
  for (const [name, field] of [
    ['firstName', firstName],
    ['lastName', lastName],
  ]) {
    if (field === '') throw new BadRequest(`"driver.${name}" is required.`)
    if (field.length > NAME_MAX_LENGTH) throw new BadRequest(`"driver.${name}" can have at most ${NAME_MAX_LENGTH} characters.`)
  }
  if (!EMAIL.test(email)) throw new BadRequest('"driver.email" must be a valid email address.')
  return { firstName, lastName, email }
}

export type BookingEntry = NonNullable<ReturnType<typeof findBranch>>

/** A reservation request checked against the market's rules and priced: what the API books and what a payment is for. */
export interface Booking {
  entry: BookingEntry
  returnEntry: BookingEntry
  config: RentalConfiguration
  model: ReturnType<typeof modelsAt>[number]
  pickupDate: string
  returnDate: string
  driverAge: number
  choices: RentalChoices & { payment: 'now' | 'pickup' }
  driver: Driver
  breakdown: PriceBreakdown
  /** The rate the booking is at (a snapshot goes on the reservation); undefined only for a market without rates. */
  rate: RentalRate | undefined
}

/**
 * Checks and prices a reservation request (schemas/api/reservationRequest.schema.json, its schema checked already):
 * the branch, the rental period by the country's rules, the currency, the offer, the driver's age and details, the
 * choices, and the price by priceBreakdown at the chosen rate. The payment session (api/routes/paymentSessions.ts)
 * and the reservation (api/routes/createReservation.ts) price a request here, so a payment is for the booked price.
 */
export function bookingOf(body: Record<string, unknown>, now = new Date()): Booking {
  // Every field is checked for its type before use: {"branchId":{"toString":1}} is a 400, not a 500.
  const entry = findBranch(stringField(body, 'branchId'))
  if (!entry) throw new BadRequest('"branchId" must name a branch.')
  const pickupDate = localDateTime(body.pickupDate, 'pickupDate')
  const returnDate = localDateTime(body.returnDate, 'returnDate')
  const returnEntry = returnBranchOf(entry, typeof body.returnBranchId === 'string' ? body.returnBranchId : undefined)
  const config = rentalConfigurationOf(entry.market)
  checkRentalPeriod(entry, { pickupDate, returnDate, maximumDays: config.maximumRentalDays }, now, returnEntry)
  const currency = stringField(body, 'currency')
  // Offers are priced in the branch's currency; another one would book a price nobody was shown.
  if (currency !== entry.market.currency)
    throw new BadRequest(`"currency" must be the currency of the branch's offers, "${entry.market.currency}".`)
  const offerId = stringField(body, 'offerId')
  const model = modelsAt(entry).find((candidate) => offerId === `${entry.branch.id}~${candidate.id}`)
  if (!model) throw new BadRequest('"offerId" is not an offer of this branch.')
  const driverAge = driverAgeOf(body.driverAge, config.minimumDriverAge)
  if (driverAge < minimumAgeFor(config, model.category))
    throw new BadRequest(`Drivers of this car must be at least ${minimumAgeFor(config, model.category)} years old.`)
  const choices = rentalChoicesOf(body, config, driverAge, returnEntry !== entry)
  const driver = driverOf(body.driver)
  const offer = offerFor(entry, model, pickupDate, returnDate, currency)
  const breakdown = priceBreakdown(offer, config, choices, entry.branch.type)
  return {
    entry,
    returnEntry,
    config,
    model,
    pickupDate,
    returnDate,
    driverAge,
    choices,
    driver,
    breakdown,
    rate: rateFor(config, choices.payment),
  }
}
