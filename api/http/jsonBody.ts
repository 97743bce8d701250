import { BadRequest } from './badRequest.ts'
import { readJsonObject } from './readJsonObject.ts'

/**
 * The JSON object an action was sent. Only application/json is read: a cross-site HTML form can send
 * text/plain or form data without a preflight, never application/json, so this refuses forged actions (415).
 */
export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (mediaType !== 'application/json') throw new BadRequest('The body must be sent with "content-type: application/json".', 415)
  return readJsonObject(request)
}
