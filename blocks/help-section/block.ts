import { defineBlock } from '../../engine/sdk.ts'
import { HelpSection } from './HelpSection.tsx'

// Static: the section comes from the page's item (sources/help-sections.ts).
export default defineBlock({ name: 'help-section', component: HelpSection, interactive: false, messages: ['helpCentre'] })
