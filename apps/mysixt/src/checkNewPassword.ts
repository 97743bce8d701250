import { type AccountProblem, passwordProblem } from '../../../features/account/index.ts'

export type NewPasswordField = 'password' | 'repeat'
/** The sign-up rules' problems, and a repeat that differs from the password. */
export type NewPasswordProblem = AccountProblem | 'passwordMismatch'

export const NEW_PASSWORD_FIELDS: readonly NewPasswordField[] = ['password', 'repeat']

/**
 * The new-password form's problems: the password obeys the sign-up rule (the API checks it again); the repeat must
 * match it. A repeat is only judged once the password itself is good, so one mistake is named once.
 */
export function checkNewPassword(values: Record<NewPasswordField, string>): Partial<Record<NewPasswordField, NewPasswordProblem>> {
  const password = passwordProblem(values.password)
  if (password) return { password }
  if (values.repeat === '') return { repeat: 'required' }
  return values.repeat === values.password ? {} : { repeat: 'passwordMismatch' }
}
