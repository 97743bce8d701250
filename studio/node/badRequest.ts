/** A request the studio cannot answer as asked (a missing query member, a file outside the documents): a 400 with this message. */
export class BadRequest extends Error {
  override name = 'BadRequest'
}
