import { defineBlock } from '../../engine/sdk.ts'
import { ManageBooking } from './ManageBooking.tsx'

// An island: the booking is looked up, changed and cancelled in the browser. It names the protection, extras, payment
// and price lines with the booking funnel's words (phoenix.*), so a booking reads the same in both.
export default defineBlock({
  name: 'manage-booking',
  component: ManageBooking,
  hydrate: 'load',
  messages: [
    'manageBooking',
    'common.requiredField',
    'phoenix.protection',
    'phoenix.extras',
    'phoenix.payment',
    'phoenix.price',
    'phoenix.rates',
    'pickupDatePicker.letters',
    'pickupDatePicker.errorFormat',
  ],
})
