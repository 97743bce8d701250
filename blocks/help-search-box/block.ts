import { defineBlock, loadedBy } from '../../engine/sdk.ts'
import { HelpSearchBox } from './HelpSearchBox.tsx'

// An island: suggestions come from the web API while the visitor types; the server's HTML is a working GET form.
export default defineBlock({
  name: 'help-search-box',
  component: HelpSearchBox,
  data: loadedBy<typeof import('./data.ts')>(),
  hydrate: 'load',
  messages: ['helpCentre'],
})
