import { defineBlock, enhancedBy, loadedBy } from '../../engine/sdk.ts'
import { HelpContact } from './HelpContact.tsx'

// An island without React (enhance.ts): the form is checked and sent in the browser.
export default defineBlock({
  name: 'help-contact',
  component: HelpContact,
  data: loadedBy<typeof import('./data.ts')>(),
  enhance: enhancedBy<typeof import('./enhance.ts')>(),
  hydrate: 'load',
  messages: ['helpCentre.title', 'helpCentre.breadcrumbs', 'helpCentre.contact', 'common.requiredField'],
})
