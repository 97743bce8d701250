import type { ApiError } from '../../../engine/appSdk.ts'

/** The API's refusal of a mail link's token: unknown, already used or expired (400, code "invalidToken"). */
export function isInvalidToken(error: ApiError | undefined): boolean {
  return error?.kind === 'http' && error.status === 400 && error.code === 'invalidToken'
}
