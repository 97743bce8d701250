/**
 * A request the API refuses with { message, field? }: status 400 unless another 4xx fits better (413, 415, 422);
 * `field` names the body field or query parameter to change ("driver.email"). Thrown by parameter checks, turned
 * into a response by answer().
 */
export class BadRequest extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly field?: string,
    /** A reason a client translates (apiError.schema.json `code`), such as "tooYoung" for a refused change. */
    readonly code?: string,
  ) {
    super(message)
  }
}
