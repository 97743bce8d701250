/**
 * The account forms' rules (SPEC §5, §9): the sign-up form and the login form check with them in the
 * browser, and the reference API checks the same rules again, so both name the same problem.
 */

/** SPEC §9: first and last name at most 50 characters. */
export const NAME_MAX_LENGTH = 50
/** SPEC §9: password 8 to 50 characters. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 50
/** RFC 5321 limits an address to 254 characters; longer is never a real address. */
export const EMAIL_MAX_LENGTH = 254

/** A local part, "@", and a domain with at least one dot: "ana@example" has no domain a mail can reach. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export interface SignUpValues {
  firstName: string
  lastName: string
  email: string
  password: string
}

export type SignUpField = keyof SignUpValues
export type LoginField = 'email' | 'password'

/** required: 'Required field cannot be left empty.'; invalidEmail: 'Invalid email'; the rest name the rule broken. */
export type AccountProblem =
  | 'required'
  | 'tooLong'
  | 'invalidEmail'
  | 'passwordLength'
  | 'passwordSpaces'
  // The Profiles tab and the business sign-up (profileRules.ts, businessSignUpRules.ts).
  | 'invalidPhone'
  | 'invalidPostalCode'
  | 'invalidCountry'
  | 'tooLongCompany'

export const SIGN_UP_FIELDS: readonly SignUpField[] = ['firstName', 'lastName', 'email', 'password']
export const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password']

export function nameProblem(value: string): AccountProblem | undefined {
  const name = value.trim()
  if (name === '') return 'required'
  return name.length > NAME_MAX_LENGTH ? 'tooLong' : undefined
}

export function emailProblem(value: string): AccountProblem | undefined {
  const email = value.trim()
  if (email === '') return 'required'
  return email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email) ? 'invalidEmail' : undefined
}

/** The password is taken as typed: a space at either end is refused rather than silently removed. */
export function passwordProblem(value: string): AccountProblem | undefined {
  if (value === '') return 'required'
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) return 'passwordLength'
  return value !== value.trim() ? 'passwordSpaces' : undefined
}

function withoutEmpty<F extends string>(entries: [F, AccountProblem | undefined][]): Partial<Record<F, AccountProblem>> {
  return Object.fromEntries(entries.filter(([, problem]) => problem !== undefined)) as Partial<Record<F, AccountProblem>>
}

/** The problem of each sign-up field, if any; a form with none can be sent. */
export function checkSignUp(values: SignUpValues): Partial<Record<SignUpField, AccountProblem>> {
  return withoutEmpty<SignUpField>([
    ['firstName', nameProblem(values.firstName)],
    ['lastName', nameProblem(values.lastName)],
    ['email', emailProblem(values.email)],
    ['password', passwordProblem(values.password)],
  ])
}

/** Login checks only presence and the email's form: an old password that breaks today's rules must still log in. */
export function checkLogin(values: { email: string; password: string }): Partial<Record<LoginField, AccountProblem>> {
  return withoutEmpty<LoginField>([
    ['email', emailProblem(values.email)],
    ['password', values.password === '' ? 'required' : undefined],
  ])
}

/** The account email as stored and compared: case and surrounding spaces do not make another account. */
export function normalizedEmail(value: string): string {
  return value.trim().toLowerCase()
}
