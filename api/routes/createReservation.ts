import { http, HttpResponse } from 'msw'
import type { Driver } from '../../features/web-api/index.ts'
import { minimumAgeFor, priceBreakdown } from '../../features/pricing/index.ts'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { actionBody } from '../http/actionBody.ts'
import { localDateTime, stringField } from '../http/params.ts'
import { findBranch } from '../model/branches.ts'
import { driverAgeOf, returnBranchOf } from '../model/oneWay.ts'
import { rentalChoicesOf } from '../model/rentalChoices.ts'
import { reservationForKey, storeReservation } from '../model/reservations.ts'
import { checkRentalPeriod, modelsAt, offerFor } from './offers.ts'
import { rentalConfigurationOf } from './rentalConfigurations.ts'

/** SPEC §5: names at most 50 characters. */
const NAME_MAX_LENGTH = 50
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function driverOf(value: unknown): Driver {
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

function idempotencyKeyOf(body: Record<string, unknown>): string | undefined {
  const key = body.idempotencyKey
  if (key === undefined) return undefined
  if (typeof key !== 'string' || key === '' || key.length > 100)
    throw new BadRequest('"idempotencyKey" must be a string of 1 to 100 characters.')
  return key
}

/**
 * POST /v1/rentalreservations/create { offerId, branchId, pickupDate, returnDate, currency, driver, returnBranchId?, driverAge?,
 * protection?, extras?, payment?, promo?, idempotencyKey? }: 201 with the reservation and its price breakdown. The same
 * idempotencyKey again answers the reservation it created (200), so a second submit cannot book twice.
 */
export const createReservationHandler = http.post(
  '*/v1/rentalreservations/create',
  answer(async ({ request }) => {
    const body = await actionBody(request)
    const key = idempotencyKeyOf(body)
    const earlier = key === undefined ? undefined : reservationForKey(key)
    if (earlier) return HttpResponse.json(earlier, { status: 200 })
    // Every field is checked for its type before use: {"branchId":{"toString":1}} is a 400, not a 500.
    const entry = findBranch(stringField(body, 'branchId'))
    if (!entry) throw new BadRequest('"branchId" must name a branch.')
    const pickupDate = localDateTime(body.pickupDate, 'pickupDate')
    const returnDate = localDateTime(body.returnDate, 'returnDate')
    const returnEntry = returnBranchOf(entry, typeof body.returnBranchId === 'string' ? body.returnBranchId : undefined)
    checkRentalPeriod(entry.branch, pickupDate, returnDate, new Date(), returnEntry.branch)
    const currency = stringField(body, 'currency')
    // Offers are priced in the branch's currency; another one would book a price nobody was shown.
    if (currency !== entry.market.currency)
      throw new BadRequest(`"currency" must be the currency of the branch's offers, "${entry.market.currency}".`)
    const offerId = stringField(body, 'offerId')
    const model = modelsAt(entry).find((candidate) => offerId === `${entry.branch.id}~${candidate.id}`)
    if (!model) throw new BadRequest('"offerId" is not an offer of this branch.')
    const config = rentalConfigurationOf(entry.market)
    const driverAge = driverAgeOf(body.driverAge, config.minimumDriverAge)
    if (driverAge < minimumAgeFor(config, model.category))
      throw new BadRequest(`Drivers of this car must be at least ${minimumAgeFor(config, model.category)} years old.`)
    const choices = rentalChoicesOf(body, config, driverAge, returnEntry !== entry)
    if (body.termsAccepted === false) throw new BadRequest('"termsAccepted" must be true: the driver accepts the rental terms.')
    // The driver is checked, not stored: only hashes of the last name and email stay, so the driver can look the
    // booking up and the account with that email lists it.
    const driver = driverOf(body.driver)
    const offer = offerFor(entry, model, pickupDate, returnDate, currency)
    const breakdown = priceBreakdown(offer, config, choices, entry.branch.type)
    const reservation = storeReservation(
      {
        status: 'confirmed',
        branchId: entry.branch.id,
        ...(returnEntry !== entry ? { returnBranchId: returnEntry.branch.id } : {}),
        pickupDate,
        returnDate,
        total: breakdown.total,
        modelName: model.name,
        driverAge,
        protection: choices.protection,
        payment: choices.payment,
        breakdown,
      },
      driver,
      key,
    )
    return HttpResponse.json(reservation, { status: 201 })
  }),
)
