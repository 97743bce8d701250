/** A request the API refuses with status 400 and { message }; thrown by parameter checks, turned into a response by answer(). */
export class BadRequest extends Error {}
