import type { AccountProblem } from '../../../features/account/index.ts'

/** The translation key of each problem the account rules find at a field (SPEC §5), shown below the field. */
export const ACCOUNT_PROBLEM_KEYS: Record<AccountProblem, string> = {
  required: 'common.requiredField',
  invalidEmail: 'mysixt.problems.invalidEmail',
  tooLong: 'mysixt.problems.tooLong',
  passwordLength: 'mysixt.problems.passwordLength',
  passwordSpaces: 'mysixt.problems.passwordSpaces',
  invalidPhone: 'mysixt.problems.invalidPhone',
  invalidPostalCode: 'mysixt.problems.invalidPostalCode',
  invalidCountry: 'mysixt.problems.invalidCountry',
  tooLongCompany: 'mysixt.problems.tooLongCompany',
}

/** The class of a field's message in the app's stylesheet (styles.ts). */
export const PROBLEM_CLASS = 'msx-problem'
