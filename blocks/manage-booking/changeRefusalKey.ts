import type { ApiError } from '../../engine/sdk.ts'

/** Reasons the API gives for a change it refuses (api/model/reservationChange.ts), each with its own message. */
const REASONS = ['period', 'notAtBranch', 'tooYoung', 'started', 'cancelled', 'driver'] as const

/** The translation key of why a change was refused, from the API's `code`. */
export function changeRefusalKey(error: ApiError): string {
  if (error.kind !== 'http') return 'manageBooking.change.failedNow'
  const code = REASONS.find((reason) => reason === error.code)
  if (code) return `manageBooking.change.refused.${code}`
  return 'manageBooking.change.refused.other'
}
