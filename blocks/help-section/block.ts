import { defineBlock, loadedBy } from '../../engine/sdk.ts'
import { HelpSection } from './HelpSection.tsx'

// Static: the section comes from the page's item (sources/help-sections.ts).
export default defineBlock({
  name: 'help-section',
  component: HelpSection,
  data: loadedBy<typeof import('./data.ts')>(),
  messages: ['helpCentre'],
})
