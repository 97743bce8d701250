/**
 * The business programme's sign-up (the account's BusinessHub tab, issue 26 §7): a company asks to join, the reference
 * API keeps the request (POST /v2/business/signups). The tab and the API check the same rules.
 */
import { type AccountProblem, emailProblem } from './accountRules.ts'
import { phoneProblem } from './profileRules.ts'

/** How many people drive for the company: the business team's first question. */
export const COMPANY_SIZES = ['1-9', '10-49', '50-249', '250+'] as const
export type CompanySize = (typeof COMPANY_SIZES)[number]

/** Registered company names run longer than people's names ("… Gesellschaft mit beschränkter Haftung"). */
export const COMPANY_NAME_MAX_LENGTH = 100

export interface BusinessSignUpValues {
  companyName: string
  companySize: string
  businessEmail: string
  phone: string
}

export type BusinessSignUpField = keyof BusinessSignUpValues
export const BUSINESS_SIGN_UP_FIELDS: readonly BusinessSignUpField[] = ['companyName', 'companySize', 'businessEmail', 'phone']

/** Every field is required: the business team calls or mails back. */
export function checkBusinessSignUp(values: BusinessSignUpValues): Partial<Record<BusinessSignUpField, AccountProblem>> {
  const problems: Partial<Record<BusinessSignUpField, AccountProblem>> = {}
  const name = values.companyName.trim()
  if (name === '') problems.companyName = 'required'
  else if (name.length > COMPANY_NAME_MAX_LENGTH) problems.companyName = 'tooLongCompany'
  if (values.companySize === '') problems.companySize = 'required'
  else if (!(COMPANY_SIZES as readonly string[]).includes(values.companySize)) problems.companySize = 'required'
  const email = emailProblem(values.businessEmail)
  if (email) problems.businessEmail = email
  if (values.phone.trim() === '') problems.phone = 'required'
  else {
    const phone = phoneProblem(values.phone)
    if (phone) problems.phone = phone
  }
  return problems
}
