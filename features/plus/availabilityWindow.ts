import type { SubscriptionOffer } from '../web-api/index.ts'

type Availability = SubscriptionOffer['availability']

/**
 * SPEC §9 availability options, read as the first day the vehicle can be handed over: "within a few days" is three days
 * ahead, "2 weeks" fourteen, "4 weeks" twenty-eight, "1-2 months" thirty, "2-3 months" sixty, "more than 3 months" ninety-one.
 */
const EARLIEST_IN_DAYS: Record<Availability, number> = {
  fewDays: 3,
  twoWeeks: 14,
  fourWeeks: 28,
  oneToTwoMonths: 30,
  twoToThreeMonths: 60,
  moreThanThreeMonths: 91,
}

/** How far past its earliest day an offer can be reserved: its vehicle is held for two months, not longer. */
export const HELD_FOR_DAYS = 60

function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10)
}

/** The delivery or pickup dates an offer allows, from `today` (YYYY-MM-DD, the market's today), both ends included. */
export function availabilityWindow(availability: Availability, today: string): { earliest: string; latest: string } {
  const earliest = addDays(today, EARLIEST_IN_DAYS[availability])
  return { earliest, latest: addDays(earliest, HELD_FOR_DAYS) }
}

/** Why a start date cannot be chosen: 'tooEarly' before the window, 'tooLate' after it, undefined inside. */
export function startDateProblem(availability: Availability, startDate: string, today: string): 'tooEarly' | 'tooLate' | undefined {
  const { earliest, latest } = availabilityWindow(availability, today)
  if (startDate < earliest) return 'tooEarly'
  if (startDate > latest) return 'tooLate'
  return undefined
}
