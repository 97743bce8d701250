import { defineBlock, enhancedBy, loadedBy } from '../../engine/sdk.ts'
import { HelpFeedback } from './HelpFeedback.tsx'

// An island without React (enhance.ts): the vote is sent to the web API and remembered in the visitor's browser.
export default defineBlock({
  name: 'help-feedback',
  component: HelpFeedback,
  data: loadedBy<typeof import('./data.ts')>(),
  enhance: enhancedBy<typeof import('./enhance.ts')>(),
  hydrate: 'visible',
  messages: ['helpCentre.feedback'],
})
