/**
 * The Profiles tab's rules (SPEC §5, issue 26 §7): name, phone and address of the account holder. The tab checks
 * them in the browser and the reference API checks them again (POST /v2/users/me/profile), so both name the same problem.
 */
import { type AccountProblem, nameProblem, NAME_MAX_LENGTH } from './accountRules.ts'

export interface ProfileValues {
  firstName: string
  lastName: string
  phone: string
  street: string
  postalCode: string
  city: string
  /** ISO 3166-1 alpha-2, upper case ("DE"), or empty. */
  country: string
}

export type ProfileField = keyof ProfileValues
export const PROFILE_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'phone', 'street', 'postalCode', 'city', 'country']
/** The address is one thing: any part of it asks for the street, the postal code, the city and the country. */
const ADDRESS_FIELDS: readonly ProfileField[] = ['street', 'postalCode', 'city', 'country']

/** E.164 allows 15 digits; 6 is the shortest number a rental desk can call back (a local number without prefix). */
const PHONE_MIN_DIGITS = 6
const PHONE_MAX_DIGITS = 15
/** "+49 30 1234567", "(030) 123-45 67", "030/1234567": digits with the separators people write. */
const PHONE_CHARACTERS = /^\+?[\d\s()./-]+$/
/** Postal codes of every market: letters, digits, spaces and hyphens ("10115", "SW1A 1AA", "1010", "H3Z 2Y7"), at most 10. */
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/
const COUNTRY = /^[A-Z]{2}$/

/** A phone number as typed; empty is no problem here (the form that needs one checks presence itself). */
export function phoneProblem(value: string): AccountProblem | undefined {
  const phone = value.trim()
  if (phone === '') return undefined
  const digits = phone.replace(/\D/g, '').length
  return PHONE_CHARACTERS.test(phone) && digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS ? undefined : 'invalidPhone'
}

const textProblem = (value: string) => (value.trim().length > NAME_MAX_LENGTH ? 'tooLong' : undefined)

/** The problem of each profile field, if any; names are required, phone and address optional (the address as a whole). */
export function checkProfile(values: ProfileValues): Partial<Record<ProfileField, AccountProblem>> {
  const problems: Partial<Record<ProfileField, AccountProblem>> = {}
  const set = (field: ProfileField, problem: AccountProblem | undefined) => {
    if (problem) problems[field] = problem
  }
  set('firstName', nameProblem(values.firstName))
  set('lastName', nameProblem(values.lastName))
  set('phone', phoneProblem(values.phone))
  const hasAddress = ADDRESS_FIELDS.some((field) => values[field].trim() !== '')
  for (const field of ADDRESS_FIELDS) if (hasAddress && values[field].trim() === '') set(field, 'required')
  set('street', problems.street ?? textProblem(values.street))
  set('city', problems.city ?? textProblem(values.city))
  const postalCode = values.postalCode.trim()
  if (!problems.postalCode && postalCode !== '' && !POSTAL_CODE.test(postalCode)) set('postalCode', 'invalidPostalCode')
  const country = values.country.trim().toUpperCase()
  if (!problems.country && country !== '' && !COUNTRY.test(country)) set('country', 'invalidCountry')
  return problems
}

/** The values as stored: trimmed, the country upper case. */
export function normalizedProfile(values: ProfileValues): ProfileValues {
  const trimmed = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, values[field].trim()])) as unknown as ProfileValues
  return { ...trimmed, country: trimmed.country.toUpperCase() }
}
