import { helpContactReceiptCheck, helpFeedbackReceiptCheck } from './answerChecks.gen.ts'
import type { ApiContext, CallOptions, Result, Transport } from '../../engine/dataSdk.ts'
import type { BodyOf } from './apiRequests.gen.ts'
import { requestJson } from './requestJson.ts'
import type { HelpContactReceipt, HelpFeedbackReceipt } from './types.ts'

/** An action waits this long unless the transport or the call sets its own timeout (as createApiClient's actions). */
const ACTION_TIMEOUT_MS = 15000

/**
 * The help centre's two forms (SPEC §7), on their own: the "was this helpful" box and the contact form are plain-DOM
 * enhancers, and a help article's whole script budget is 10 KB (issue 28 §3), so they carry neither the other endpoints
 * nor their paths. The page's full client (createApiClient.ts) includes them.
 */
export interface HelpFormCalls {
  helpFeedback(request: BodyOf<'helpFeedback'>, options?: CallOptions): Promise<Result<HelpFeedbackReceipt>>
  helpContact(request: BodyOf<'helpContact'>, options?: CallOptions): Promise<Result<HelpContactReceipt>>
}

export function createHelpFormCalls(context: ApiContext, transport: Transport = {}): HelpFormCalls {
  const action = { fetch: transport.fetch, timeoutMs: transport.timeoutMs ?? ACTION_TIMEOUT_MS }
  return {
    helpFeedback: (body, options = {}) =>
      requestJson(context, {
        method: 'POST',
        path: '/v1/knowledge-article/feedback',
        check: helpFeedbackReceiptCheck,
        body,
        ...action,
        ...options,
      }),
    helpContact: (body, options = {}) =>
      requestJson(context, {
        method: 'POST',
        path: '/v1/knowledge-article/contact',
        check: helpContactReceiptCheck,
        body,
        ...action,
        ...options,
      }),
  }
}
