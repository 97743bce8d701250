/**
 * A request the API refuses with { message }: status 400 unless another 4xx fits better (413, 415);
 * thrown by parameter checks, turned into a response by answer().
 */
export class BadRequest extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message)
  }
}
