import { jsonBody } from './jsonBody.ts'
import { checkSameOrigin } from './sameOrigin.ts'

/**
 * The body of a request that changes state, after the checks every such request passes: sent from this site
 * (403 otherwise, sameOrigin.ts) and as JSON (415 otherwise, jsonBody.ts). A page on another site can post a
 * plain HTML form without a preflight; both checks together refuse it. Every POST handler reads its body here.
 */
export async function actionBody(request: Request): Promise<Record<string, unknown>> {
  checkSameOrigin(request)
  return jsonBody(request)
}
