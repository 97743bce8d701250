import { isOpenAt } from '../../features/opening-hours/data.ts'
import { addIsoDays, toUtcIsoDate } from '../../engine/shared/isoDate.ts'
import { BadRequest } from '../http/badRequest.ts'
import type { SeededBranch } from './branches.ts'
import { branchClockNow } from './branchClockNow.ts'
import { rentalDays } from './pricing.ts'

/** How far ahead a rental can be searched and booked: no fleet is planned beyond it (a year 9999 pickup is a typo or a probe). */
export const BOOKING_HORIZON_DAYS = 2 * 365

/**
 * Checks a rental period against the branches (the return one may differ), the calendar and the country's rental
 * configuration (maximumRentalDays of GET /v1/rentalconfigurations); shared by the offers search and reservation
 * creation, so a period that is searched can be booked. Each refusal names the field to change.
 */
export function checkRentalPeriod(
  entry: Pick<SeededBranch, 'branch' | 'seed' | 'market'>,
  period: { pickupDate: string; returnDate: string; maximumDays: number },
  now = new Date(),
  returnEntry = entry,
): void {
  const { pickupDate, returnDate, maximumDays } = period
  if (returnDate <= pickupDate) throw new BadRequest('"returnDate" must be after "pickupDate".', 400, 'returnDate')
  const clock = branchClockNow(entry, now)
  if (pickupDate < clock)
    throw new BadRequest(`"pickupDate" is in the past: it is ${clock.replace('T', ' ')} at "${entry.branch.name}".`, 400, 'pickupDate')
  const horizon = addIsoDays(toUtcIsoDate(now), BOOKING_HORIZON_DAYS)
  if (returnDate.slice(0, 10) > horizon)
    throw new BadRequest(
      `Rentals can be booked up to ${BOOKING_HORIZON_DAYS} days ahead: "returnDate" must be on or before ${horizon}.`,
      400,
      'returnDate',
    )
  const days = rentalDays(pickupDate, returnDate)
  if (days > maximumDays)
    throw new BadRequest(`A rental lasts at most ${maximumDays} days: "returnDate" is ${days} days after "pickupDate".`, 400, 'returnDate')
  for (const [name, value, at] of [
    ['pickupDate', pickupDate, entry.branch],
    ['returnDate', returnDate, returnEntry.branch],
  ] as const) {
    const [date, clockTime] = value.split('T')
    if (!isOpenAt(at.openingHours, date, clockTime))
      throw new BadRequest(`The branch "${at.name}" is closed at "${name}" ${value}.`, 400, name)
  }
}
