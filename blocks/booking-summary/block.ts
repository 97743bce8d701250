import { defineBlock } from '../../engine/sdk.ts'
import { BookingSummary } from './BookingSummary.tsx'

export default defineBlock({
  name: 'booking-summary',
  component: BookingSummary,
  hydrate: 'load',
  messages: ['bookingSummary', 'bookingContainer.pickupLocation'],
})
