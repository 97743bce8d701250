/** SPEC §5: an email must be valid ('Invalid email'); the registration form and the reference API share the rule. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const EMAIL_MAX_LENGTH = 254

export function campaignEmailProblem(email: string): 'required' | 'invalidEmail' | undefined {
  const value = email.trim()
  if (value === '') return 'required'
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL.test(value)) return 'invalidEmail'
  return undefined
}
