import { defineBlock, loadedBy } from '../../engine/sdk.ts'
import { HelpFeedback } from './HelpFeedback.tsx'

// An island: the vote is sent to the web API and remembered in the visitor's browser.
export default defineBlock({
  name: 'help-feedback',
  component: HelpFeedback,
  data: loadedBy<typeof import('./data.ts')>(),
  hydrate: 'visible',
  messages: ['helpCentre.feedback'],
})
