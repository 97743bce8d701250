import type { EnhancerPage } from '../defineBlock.ts'
import { createTexts, type TFunction } from './translate.ts'

/**
 * `t` over a plain-DOM enhancer's texts (the island's `messages`), the one translation runtime with plural forms and
 * placeholders as on the server. An enhancer that shows texts imports this, so the runtime loads with the enhancers
 * that need it: one whose texts are all rendered on the server (the contact form's) brings none.
 */
export function enhancerTexts({ env, messages }: Pick<EnhancerPage, 'env' | 'messages'>): TFunction {
  return createTexts(env.locale, messages).t
}
