import { defineBlock, loadedBy } from '../../engine/sdk.ts'
import { HelpSearch } from './HelpSearch.tsx'

// An island: the results depend on ?q=, which a static page only knows in the browser.
export default defineBlock({
  name: 'help-search',
  component: HelpSearch,
  data: loadedBy<typeof import('./data.ts')>(),
  hydrate: 'load',
  messages: ['helpCentre'],
})
