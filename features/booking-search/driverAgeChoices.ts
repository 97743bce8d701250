import { DRIVER_AGE_MIN } from '../booking-query/index.ts'

/** A market's age rules, as GET /v1/rentalconfigurations answers them for its country. */
export interface DriverAgeRules {
  /** The youngest driver the market rents to. */
  minimumDriverAge: number
  /** From this age on there is no young driver fee: one choice, "25 or older". */
  youngDriverAge: number
}

/** What the search offers when the market's rules are not known (a page without them): the widest choice, 18 to 24. */
export const DEFAULT_DRIVER_AGE_RULES: DriverAgeRules = { minimumDriverAge: DRIVER_AGE_MIN, youngDriverAge: 25 }

/**
 * The ages the driver-age list offers one by one: from the market's minimum up to the young-driver age minus one; the
 * default choice ("25 or older", with the real age) stands for every older driver. An empty list: the market rents
 * only to drivers of the young-driver age or older (IE, CY, MT, MX: 25), so there is nothing to choose.
 */
export function driverAgeChoices(rules: DriverAgeRules): number[] {
  const first = Math.max(rules.minimumDriverAge, DRIVER_AGE_MIN)
  return Array.from({ length: Math.max(0, rules.youngDriverAge - first) }, (_, index) => first + index)
}

/** The age of a search (the booking address, a stored choice) when the market offers it; anything else is "older". */
export function offeredDriverAge(age: number | undefined, rules: DriverAgeRules): number | undefined {
  return age !== undefined && driverAgeChoices(rules).includes(age) ? age : undefined
}
