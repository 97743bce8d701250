import { defineBlock, loadedBy } from '../../engine/sdk.ts'
import { HelpCategory } from './HelpCategory.tsx'

// Static: the category comes from the page's item (sources/help-categories.ts).
export default defineBlock({
  name: 'help-category',
  component: HelpCategory,
  data: loadedBy<typeof import('./data.ts')>(),
  messages: ['helpCentre'],
})
