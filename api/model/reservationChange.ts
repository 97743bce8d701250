import type { Driver, ExtraId, Money, PriceBreakdown, ProtectionId, Reservation } from '../../features/web-api/index.ts'
import { minimumAgeFor, priceBreakdown } from '../../features/pricing/index.ts'
import { BadRequest } from '../http/badRequest.ts'
import { localDateTime } from '../http/params.ts'
import { modelsAt, offerFor } from '../routes/offers.ts'
import { rentalConfigurationOf } from '../routes/rentalConfigurations.ts'
import { branchClockNow } from './branchClockNow.ts'
import { findBranch } from './branches.ts'
import { checkRentalPeriod } from './checkRentalPeriod.ts'
import { rentalChoicesOf } from './rentalChoices.ts'
import { rateOf } from './reservationTerms.ts'

/** What a driver may change of a booking (schemas/api/reservationChangeRequest.schema.json); absent: as booked. */
export interface ReservationChange {
  pickupDate?: string
  returnDate?: string
  offerId?: string
  protection?: ProtectionId
  extras?: Partial<Record<ExtraId, number>>
  driver?: Driver
}

export interface ChangedReservation {
  /** The booking after the change, its payment not yet settled. */
  reservation: Reservation
  breakdown: PriceBreakdown
  /** New total less the booked total. */
  difference: Money
}

/** A refusal the visitor reads translated (`code`), with the field to change; nothing is changed. */
const refused = (message: string, code: string, field?: string, status = 400) => new BadRequest(message, status, field, code)

/** The extras of a booking as pieces per extra, from its price breakdown. */
function bookedExtras(reservation: Reservation): Partial<Record<ExtraId, number>> {
  return Object.fromEntries((reservation.breakdown?.extras ?? []).map((line) => [line.id, line.quantity]))
}

/**
 * A booking changed as the driver asks, priced by priceBreakdown with the booked rate kept (the preview answers it,
 * the commit stores it). Refused, changing nothing: a cancelled booking or one whose pickup has come (409), dates
 * the branch cannot take, a car the branch does not keep or the driver is too young for (400 with the field).
 */
export function changedReservation(booked: Reservation, change: ReservationChange, now = new Date()): ChangedReservation {
  if (booked.status === 'cancelled') throw refused('A cancelled booking cannot be changed.', 'cancelled', undefined, 409)
  const entry = findBranch(booked.branchId)
  const returnEntry = booked.returnBranchId ? findBranch(booked.returnBranchId) : entry
  if (!entry || !returnEntry) throw refused('The branch of this booking no longer takes bookings.', 'branchGone', undefined, 409)
  if (booked.pickupDate <= branchClockNow(entry, now))
    throw refused('The rental has started: the branch changes it at the counter.', 'started', undefined, 409)
  const config = rentalConfigurationOf(entry.market)
  const pickupDate = change.pickupDate === undefined ? booked.pickupDate : localDateTime(change.pickupDate, 'pickupDate')
  const returnDate = change.returnDate === undefined ? booked.returnDate : localDateTime(change.returnDate, 'returnDate')
  try {
    checkRentalPeriod(entry, { pickupDate, returnDate, maximumDays: config.maximumRentalDays }, now, returnEntry)
  } catch (problem) {
    if (problem instanceof BadRequest) throw refused(problem.message, 'period', problem.field)
    throw problem
  }
  const models = modelsAt(entry)
  const model =
    change.offerId === undefined
      ? models.find((candidate) => candidate.name === booked.modelName)
      : models.find((candidate) => change.offerId === `${entry.branch.id}~${candidate.id}`)
  if (!model) {
    const what = change.offerId === undefined ? `"${booked.modelName}"` : '"offerId"'
    throw refused(`${what} is not a car of the branch "${entry.branch.name}": choose another offer.`, 'notAtBranch', 'offerId')
  }
  const driverAge = booked.driverAge ?? config.minimumDriverAge
  const minimumAge = minimumAgeFor(config, model.category)
  if (driverAge < minimumAge) throw refused(`Drivers of the ${model.name} must be at least ${minimumAge} years old.`, 'tooYoung', 'offerId')
  const promo = config.promotions.find((promotion) => promotion.percent === booked.breakdown?.promotionPercent)?.code
  const choices = rentalChoicesOf(
    {
      protection: change.protection ?? booked.protection ?? 'basic',
      extras: change.extras ?? bookedExtras(booked),
      payment: booked.payment ?? rateOf(booked).id,
      ...(promo ? { promo } : {}),
    },
    config,
    driverAge,
    returnEntry !== entry,
  )
  const offer = offerFor(entry, model, pickupDate, returnDate, booked.total.currency)
  const breakdown = priceBreakdown(offer, config, choices, entry.branch.type)
  const difference = { amount: roundedDifference(breakdown.total.amount - booked.total.amount), currency: booked.total.currency }
  return {
    reservation: {
      ...booked,
      pickupDate,
      returnDate,
      modelName: model.name,
      protection: choices.protection,
      payment: choices.payment,
      total: breakdown.total,
      breakdown,
      rate: rateOf(booked),
      ...(change.driver ? { driver: change.driver } : {}),
    },
    breakdown,
    difference,
  }
}

/** Cents of a float subtraction (0.1 + 0.2): the difference is shown and charged to the cent. */
function roundedDifference(amount: number): number {
  return Math.round(amount * 100) / 100
}
