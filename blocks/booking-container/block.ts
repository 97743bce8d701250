import { defineBlock } from '../../engine/sdk.ts'
import { BookingContainer } from './BookingContainer.tsx'

export default defineBlock({
  name: 'booking-container',
  component: BookingContainer,
  interactive: true,
  hydrate: 'idle',
  messages: ['bookingContainer', 'locationChooser', 'pickupDatePicker', 'common.requiredField'],
})
