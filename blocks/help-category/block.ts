import { defineBlock } from '../../engine/sdk.ts'
import { HelpCategory } from './HelpCategory.tsx'

// Static: the category comes from the page's item (sources/help-categories.ts).
export default defineBlock({ name: 'help-category', component: HelpCategory, interactive: false, messages: ['helpCentre'] })
