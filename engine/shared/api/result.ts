/** What can go wrong with a call, as a value: blocks show a translated state for each kind instead of catching exceptions. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'malformed' | 'aborted'

export interface ApiError {
  kind: ApiErrorKind
  /** HTTP status for kind "http". */
  status?: number
  /** For logs and developers; never shown to visitors (blocks show translated texts). */
  message: string
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiError }

export const ok = <T>(value: T): Result<T> => ({ ok: true, value })
export const fail = <T = never>(kind: ApiErrorKind, message: string, status?: number): Result<T> => ({ ok: false, error: { kind, message, ...(status === undefined ? {} : { status }) } })
