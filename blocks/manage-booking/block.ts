import { defineBlock } from '../../engine/sdk.ts'
import { ManageBooking } from './ManageBooking.tsx'

// An island: the booking is looked up and cancelled in the browser.
export default defineBlock({
  name: 'manage-booking',
  component: ManageBooking,
  hydrate: 'load',
  messages: ['manageBooking', 'common.requiredField'],
})
