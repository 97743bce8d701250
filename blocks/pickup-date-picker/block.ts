import { defineBlock } from '../../engine/sdk.ts'
import { PickupDatePickerBlock } from './PickupDatePickerBlock.tsx'

export default defineBlock({
  name: 'pickup-date-picker',
  component: PickupDatePickerBlock,
  hydrate: 'idle',
  messages: ['pickupDatePicker', 'bookingContainer', 'locationChooser.open24h', 'common.requiredField'],
})
