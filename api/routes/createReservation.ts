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
import { bodyFingerprint, reservationForKey, storeReservation } from '../model/reservations.ts'
import { checkRentalPeriod } from '../model/checkRentalPeriod.ts'
import { DEFAULT_RATES } from '../model/defaultRates.ts'
import { manageBookingLink } from '../mail/manageBookingLink.ts'
import { queueMail } from '../mail/queueMail.ts'
import { modelsAt, offerFor } from './offers.ts'
import { rentalConfigurationOf } from './rentalConfigurations.ts'

/** SPEC §5: names at most 50 characters. */
const NAME_MAX_LENGTH = 50
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

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

function idempotencyOf(body: Record<string, unknown>): { key: string; fingerprint: string } | undefined {
  // The mail's language is no part of the booking: the same booking asked from a page in another language is the same.
  const { idempotencyKey: key, locale: _locale, ...request } = body
  if (key === undefined) return undefined
  if (typeof key !== 'string' || key === '' || key.length > 100)
    throw new BadRequest('"idempotencyKey" must be a string of 1 to 100 characters.', 400, 'idempotencyKey')
  // No pieces of an extra is the same booking as not naming it (the funnel sends {"gps": 0} after a change of mind).
  const extras = Object.entries((request.extras ?? {}) as Record<string, number>).filter(([, quantity]) => quantity !== 0)
  return { key, fingerprint: bodyFingerprint({ ...request, extras: Object.fromEntries(extras) }) }
}

/**
 * POST /v1/rentalreservations/create { offerId, branchId, pickupDate, returnDate, currency, driver, termsAccepted: true,
 * returnBranchId?, driverAge?, protection?, extras?, payment?, promo?, idempotencyKey? }: 201 with the reservation and its
 * price breakdown. The body must match schemas/api/reservationRequest.schema.json (400 naming the field). The same
 * idempotencyKey with the same body answers the reservation it created (200), so a second submit cannot book twice;
 * with another body it is refused (422): one key stands for one booking.
 */
export const createReservationHandler = http.post(
  '*/v1/rentalreservations/create',
  answer(async ({ request }) => {
    const body = await actionBody(request, 'reservationRequest')
    const idempotency = idempotencyOf(body)
    const earlier = idempotency && reservationForKey(idempotency.key, idempotency.fingerprint)
    if (earlier === 'otherBody')
      throw new BadRequest(
        '"idempotencyKey" was used for another reservation request: send a new key for a new booking.',
        422,
        'idempotencyKey',
      )
    if (earlier) return HttpResponse.json(earlier, { status: 200 })
    // Every field is checked for its type before use: {"branchId":{"toString":1}} is a 400, not a 500.
    const entry = findBranch(stringField(body, 'branchId'))
    if (!entry) throw new BadRequest('"branchId" must name a branch.')
    const pickupDate = localDateTime(body.pickupDate, 'pickupDate')
    const returnDate = localDateTime(body.returnDate, 'returnDate')
    const returnEntry = returnBranchOf(entry, typeof body.returnBranchId === 'string' ? body.returnBranchId : undefined)
    const config = rentalConfigurationOf(entry.market)
    checkRentalPeriod(entry, { pickupDate, returnDate, maximumDays: config.maximumRentalDays }, new Date(), returnEntry)
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
    // The lookup and the account area find the booking by hashes of the last name and email; the driver as booked is
    // kept in the booking for the driver alone (manage booking shows it and mails the confirmation again to it).
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
        // Manage booking (issue 25) applies the booked rate's terms and mails the confirmation again to this driver.
        rate: config.rates.find((rate) => rate.id === choices.payment) ?? DEFAULT_RATES[0],
        driver,
      },
      driver,
      idempotency,
    )
    // The confirmation the booking page promises, in the visitor's language; the answer does not wait for it. A repeated
    // request (the same idempotencyKey) answered above sends none: one booking, one mail.
    queueMail({
      kind: 'bookingConfirmation',
      to: driver.email,
      ...(typeof body.locale === 'string' ? { locale: body.locale } : {}),
      reservation,
      driverName: `${driver.firstName} ${driver.lastName}`,
      manageLink: manageBookingLink(request),
    })
    return HttpResponse.json(reservation, { status: 201 })
  }),
)
