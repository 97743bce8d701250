import { campaignEmailProblem } from './campaignEmail.ts'

/** The driver of a plus subscription as the form and the API's body hold it (dates YYYY-MM-DD). */
export interface SubscriptionDriver {
  firstName: string
  lastName: string
  email: string
  phone: string
  birthDate: string
}

/** Where a delivered vehicle goes. */
export interface DeliveryAddress {
  street: string
  postalCode: string
  city: string
}

export type DriverProblem = 'required' | 'tooLong' | 'invalidEmail' | 'invalidPhone' | 'invalidDate' | 'tooYoung'
export type DriverProblems = Partial<Record<keyof SubscriptionDriver | `address.${keyof DeliveryAddress}`, DriverProblem>>

/** SPEC §5: first and last name at most 50 characters. */
export const NAME_MAX_LENGTH = 50
const PHONE = /^\+?[0-9][0-9 ()/-]{5,24}$/
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** Whole years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number)
  const [y, m, d] = day.split('-').map(Number)
  return y! - by! - (m! < bm! || (m === bm && d! < bd!) ? 1 : 0)
}

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/**
 * Each field's problem (none: an empty object). The driver must be `minimumAge` on the start date (the offer's minimum
 * driver age); a delivery needs an address. The form and the API (api/routes/subscription.ts) share the rules.
 */
export function driverProblems(
  driver: SubscriptionDriver,
  rules: { minimumAge: number; startDate: string; address?: DeliveryAddress },
): DriverProblems {
  const problems: DriverProblems = {}
  for (const field of ['firstName', 'lastName'] as const) {
    const value = driver[field].trim()
    if (value === '') problems[field] = 'required'
    else if (value.length > NAME_MAX_LENGTH) problems[field] = 'tooLong'
  }
  const email = campaignEmailProblem(driver.email)
  if (email) problems.email = email
  if (driver.phone.trim() === '') problems.phone = 'required'
  else if (!PHONE.test(driver.phone.trim())) problems.phone = 'invalidPhone'
  if (driver.birthDate.trim() === '') problems.birthDate = 'required'
  else if (!isRealDate(driver.birthDate)) problems.birthDate = 'invalidDate'
  else if (ageOn(driver.birthDate, rules.startDate) < rules.minimumAge) problems.birthDate = 'tooYoung'
  if (rules.address) {
    for (const field of ['street', 'postalCode', 'city'] as const) {
      const value = rules.address[field].trim()
      if (value === '') problems[`address.${field}`] = 'required'
      else if (value.length > 100) problems[`address.${field}`] = 'tooLong'
    }
  }
  return problems
}
