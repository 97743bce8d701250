import type { ApiContext } from '../../engine/dataSdk.ts'
import type { HelpFormCalls } from './helpFormCalls.ts'

/**
 * The help centre's two forms with their request code (requestJson, about 2 KB) fetched on the first send, not with
 * the page: the "was this helpful" box and the contact form are plain-DOM enhancers that most visitors never submit, so
 * a help article's script holds only what runs at load (issue 28 §3: unused JavaScript after load ≤ 35 %).
 */
export function lazyHelpFormCalls(context: ApiContext): HelpFormCalls {
  let calls: Promise<HelpFormCalls> | undefined
  const load = () => {
    calls ??= import('./helpFormCalls.ts').then(
      ({ createHelpFormCalls }) => createHelpFormCalls(context),
      (error: unknown) => {
        // Offline for a moment: the next send tries again.
        calls = undefined
        throw error
      },
    )
    return calls
  }
  return {
    helpFeedback: async (body, options) => (await load()).helpFeedback(body, options),
    helpContact: async (body, options) => (await load()).helpContact(body, options),
  }
}
