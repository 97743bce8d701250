import { BadRequest } from './badRequest.ts'

/** The request body as a JSON object, or a 400 saying what was sent instead. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    throw new BadRequest('The body must be JSON.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest('The body must be a JSON object.')
  return body as Record<string, unknown>
}
