import { RIDER_LIMITS, type RiderField, type RiderProblem } from './riderContact.ts'

/** Digits with spaces, dashes, dots, slashes or brackets and an optional leading +; 6 to 15 digits (E.164). */
const PHONE = /^\+?[0-9 ()./-]+$/
/** something@domain.tld without spaces (the shape the browser's type=email checks). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The rules for a rider's contact details (riderContact.ts), shared by the ride-home app and the reference API so both
 * refuse the same input. Each field answers a problem or nothing.
 */
export function checkRiderContact(values: Partial<Record<RiderField, unknown>>): Partial<Record<RiderField, RiderProblem>> {
  const text = (field: RiderField) => (typeof values[field] === 'string' ? (values[field] as string).trim() : '')
  const problems: Partial<Record<RiderField, RiderProblem>> = {}
  const name = text('name')
  if (name === '') problems.name = 'required'
  else if (name.length > RIDER_LIMITS.name) problems.name = 'tooLong'
  const email = text('email')
  if (email === '') problems.email = 'required'
  else if (email.length > RIDER_LIMITS.email || !EMAIL.test(email)) problems.email = 'email'
  const phone = text('phone')
  const digits = phone.replace(/\D/g, '').length
  if (phone === '') problems.phone = 'required'
  else if (!PHONE.test(phone) || digits < 6 || digits > 15) problems.phone = 'phone'
  return problems
}
