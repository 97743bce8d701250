/** What can go wrong with a call, as a value: blocks show a translated state for each kind instead of catching exceptions. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'malformed' | 'aborted'

export interface ApiError {
  kind: ApiErrorKind
  /** The endpoint path that failed, such as "/v1/branch/next/stations" (without the query). */
  path: string
  /** HTTP status for kind "http". */
  status?: number
  /** For kind "malformed": JSON pointer of the first value that does not fit the answer's schema ("" for the whole body). */
  pointer?: string
  /** For logs and developers; never shown to visitors (blocks show translated texts). For "malformed", ajv's message ("must be string"). */
  message: string
  /** For kind "http": the answer's machine-readable reason when it gives one, such as "invalidToken" beside a 400. */
  code?: string
  /** For kind "http": the answer's problem per request field when it names them, such as { password: "passwordLength" }. */
  fields?: Record<string, string>
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiError }

export const ok = <T>(value: T): Result<T> => ({ ok: true, value })
export const fail = <T = never>(error: ApiError): Result<T> => ({ ok: false, error })
