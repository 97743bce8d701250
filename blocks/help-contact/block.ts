import { defineBlock } from '../../engine/sdk.ts'
import { HelpContact } from './HelpContact.tsx'

// An island: the form is checked and sent in the browser.
export default defineBlock({
  name: 'help-contact',
  component: HelpContact,
  interactive: true,
  hydrate: 'load',
  messages: ['helpCentre.title', 'helpCentre.breadcrumbs', 'helpCentre.contact', 'common.requiredField'],
})
