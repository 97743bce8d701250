/**
 * A rider's contact details (issue 26): the driver calls the phone, the confirmation goes to the email. Their limits
 * are here, apart from the checks (checkRiderContact.ts), so a form that shows the fields does not load the checks.
 */
export interface RiderContact {
  name: string
  email: string
  phone: string
}

export type RiderField = keyof RiderContact
export type RiderProblem = 'required' | 'email' | 'phone' | 'tooLong'

export const RIDER_LIMITS = { name: 100, email: 254 } as const
