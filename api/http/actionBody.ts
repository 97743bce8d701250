import { checkBodySchema, type RequestSchemaName } from './checkBodySchema.ts'
import { jsonBody } from './jsonBody.ts'
import { checkSameOrigin } from './sameOrigin.ts'

/**
 * The body of a request that changes state, after the checks every such request passes: sent from this site
 * (403 otherwise, sameOrigin.ts), as JSON (415 otherwise, jsonBody.ts) and, where the action names its request
 * schema in schemas/api/, matching it (400 naming the field, checkBodySchema.ts). A page on another site can post a
 * plain HTML form without a preflight; the first two checks together refuse it. Every POST handler reads its body here.
 */
export async function actionBody(request: Request, schema?: RequestSchemaName): Promise<Record<string, unknown>> {
  checkSameOrigin(request)
  const body = await jsonBody(request)
  if (schema) checkBodySchema(body, schema)
  return body
}
