/** What a visitor types to find a booking: the reservation number of the confirmation and the driver's last name. */
export interface LookupValues {
  reservationNumber: string
  lastName: string
}

export type LookupField = keyof LookupValues
export type LookupProblem = 'required' | 'format' | 'tooLong'

/** SPEC §5: names at most 50 characters. */
export const LAST_NAME_MAX_LENGTH = 50

/** A reservation number as confirmations print it (ten digits), spaces and dashes people copy along removed. */
export function normalizedReservationNumber(text: string): string {
  return text.replace(/[\s-]/g, '')
}

/** The problem of each field, if any; a form with none can be sent. */
export function checkLookup(values: LookupValues): Partial<Record<LookupField, LookupProblem>> {
  const problems: Partial<Record<LookupField, LookupProblem>> = {}
  const number = normalizedReservationNumber(values.reservationNumber)
  if (number === '') problems.reservationNumber = 'required'
  else if (!/^\d{10}$/.test(number)) problems.reservationNumber = 'format'
  const lastName = values.lastName.trim()
  if (lastName === '') problems.lastName = 'required'
  else if (lastName.length > LAST_NAME_MAX_LENGTH) problems.lastName = 'tooLong'
  return problems
}
