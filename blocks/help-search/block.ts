import { defineBlock } from '../../engine/sdk.ts'
import { HelpSearch } from './HelpSearch.tsx'

// An island: the results depend on ?q=, which a static page only knows in the browser.
export default defineBlock({ name: 'help-search', component: HelpSearch, interactive: true, hydrate: 'load', messages: ['helpCentre'] })
