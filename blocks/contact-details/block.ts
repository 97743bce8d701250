import { defineBlock } from '../../engine/sdk.ts'
import { ContactDetails } from './ContactDetails.tsx'

// Static: the support contact comes from the market document through the page env.
export default defineBlock({ name: 'contact-details', component: ContactDetails, messages: ['contactDetails'] })
