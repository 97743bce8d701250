import { http, HttpResponse } from 'msw'
import type { Driver } from '../../engine/shared/api/types.ts'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { localDateTime } from '../http/params.ts'
import { findBranch } from '../model/branches.ts'
import { eurRateOf } from '../model/pricing.ts'
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
    let body: Record<string, unknown>
    try {
      body = (await request.json()) as Record<string, unknown>
    } catch {
      throw new BadRequest('The body must be JSON.')
    }
    if (typeof body !== 'object' || body === null) throw new BadRequest('The body must be a JSON object.')
    const entry = findBranch(String(body.branchId ?? ''))
    if (!entry) throw new BadRequest('"branchId" must name a branch.')
    const pickupDate = localDateTime(body.pickupDate, 'pickupDate')
    const returnDate = localDateTime(body.returnDate, 'returnDate')
    checkRentalPeriod(entry.branch, pickupDate, returnDate)
    const currency = String(body.currency ?? '')
    if (eurRateOf(currency) === undefined) throw new BadRequest('"currency" must be the currency of the offer, such as "EUR".')
    const model = modelsAt(entry).find((candidate) => body.offerId === `${entry.branch.id}~${candidate.id}`)
    if (!model) throw new BadRequest('"offerId" is not an offer of this branch.')
    // The driver is checked, not stored: the reference API keeps no personal data.
    driverOf(body.driver)
    const offer = offerFor(entry, model, pickupDate, returnDate, currency)
    const reservation = storeReservation({ status: 'confirmed', branchId: entry.branch.id, pickupDate, returnDate, total: offer.total, modelName: model.name })
    return HttpResponse.json(reservation, { status: 201 })
  }),
)
