import { defineBlock, loadedBy } from '../../engine/sdk.ts'
import { HelpContact } from './HelpContact.tsx'

// An island: the form is checked and sent in the browser.
export default defineBlock({
  name: 'help-contact',
  component: HelpContact,
  data: loadedBy<typeof import('./data.ts')>(),
  hydrate: 'load',
  messages: ['helpCentre.title', 'helpCentre.breadcrumbs', 'helpCentre.contact', 'common.requiredField'],
})
