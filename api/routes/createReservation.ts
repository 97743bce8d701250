import { http, HttpResponse } from 'msw'
import type { Driver } from '../../engine/shared/api/types.ts'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { jsonBody } from '../http/jsonBody.ts'
import { localDateTime, stringField } from '../http/params.ts'
import { findBranch } from '../model/branches.ts'
import { storeReservation } from '../model/reservations.ts'
import { checkRentalPeriod, modelsAt, offerFor } from './offers.ts'

/** SPEC §5: names at most 50 characters. */
const NAME_MAX_LENGTH = 50
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function driverOf(value: unknown): Driver {
  const driver = (value ?? {}) as Record<string, unknown>
  const text = (name: string) => (typeof driver[name] === 'string' ? (driver[name] as string).trim() : '')
  const [firstName, lastName, email] = [text('firstName'), text('lastName'), text('email')]
  for (const [name, field] of [['firstName', firstName], ['lastName', lastName]]) {
    if (field === '') throw new BadRequest(`"driver.${name}" is required.`)
    if (field.length > NAME_MAX_LENGTH) throw new BadRequest(`"driver.${name}" can have at most ${NAME_MAX_LENGTH} characters.`)
  }
  if (!EMAIL.test(email)) throw new BadRequest('"driver.email" must be a valid email address.')
  return { firstName, lastName, email }
}

/** POST /v1/rentalreservations/create { offerId, branchId, pickupDate, returnDate, currency, driver }: 201 with the reservation number. */
export const createReservationHandler = http.post(
  '*/v1/rentalreservations/create',
  answer(async ({ request }) => {
    const body = await jsonBody(request)
    // Every field is checked for its type before use: {"branchId":{"toString":1}} is a 400, not a 500.
    const entry = findBranch(stringField(body, 'branchId'))
    if (!entry) throw new BadRequest('"branchId" must name a branch.')
    const pickupDate = localDateTime(body.pickupDate, 'pickupDate')
    const returnDate = localDateTime(body.returnDate, 'returnDate')
    checkRentalPeriod(entry.branch, pickupDate, returnDate)
    const currency = stringField(body, 'currency')
    // Offers are priced in the branch's currency; another one would book a price nobody was shown.
    if (currency !== entry.market.currency) throw new BadRequest(`"currency" must be the currency of the branch's offers, "${entry.market.currency}".`)
    const offerId = stringField(body, 'offerId')
    const model = modelsAt(entry).find((candidate) => offerId === `${entry.branch.id}~${candidate.id}`)
    if (!model) throw new BadRequest('"offerId" is not an offer of this branch.')
    // The driver is checked, not stored: only hashes of the last name and email stay, so the driver can look the
    // booking up and the account with that email lists it.
    const driver = driverOf(body.driver)
    const offer = offerFor(entry, model, pickupDate, returnDate, currency)
    const reservation = storeReservation({ status: 'confirmed', branchId: entry.branch.id, pickupDate, returnDate, total: offer.total, modelName: model.name }, driver)
    return HttpResponse.json(reservation, { status: 201 })
  }),
)
