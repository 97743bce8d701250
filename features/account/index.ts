/**
 * The account feature's public entry (SPEC §7, the MySixt account): the rules of the sign-up, login and password
 * forms and the tabs of the account area, shared by the mysixt app and the reference API. Code outside
 * features/account/ imports this file only (`npm run boundaries`, rule feature-through-its-entry); plain logic, no React.
 */

// The account forms: field names, length limits and the checks the browser and the reference API both run.
export {
  checkLogin,
  checkSignUp,
  emailProblem,
  nameProblem,
  normalizedEmail,
  passwordProblem,
  LOGIN_FIELDS,
  SIGN_UP_FIELDS,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type AccountProblem,
  type LoginField,
  type SignUpField,
} from './accountRules.ts'

// The Profiles tab (name, phone, address) and the business programme's sign-up (the BusinessHub tab).
export { checkProfile, normalizedProfile, phoneProblem, PROFILE_FIELDS, type ProfileField, type ProfileValues } from './profileRules.ts'
export { PROFILE_COUNTRIES } from './profileCountries.ts'
export {
  BUSINESS_SIGN_UP_FIELDS,
  checkBusinessSignUp,
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_SIZES,
  type BusinessSignUpField,
  type BusinessSignUpValues,
  type CompanySize,
} from './businessSignUpRules.ts'

// The account area's tabs: which the visitor sees, and the view a location hash opens.
export { TAB_ROUTES, viewOfHash, visibleTabs, type AccountSettings, type AccountTab, type AccountView } from './accountTabs.ts'
