import { defineBlock, loadedBy } from '../../engine/sdk.ts'
import { BookingContainer } from './BookingContainer.tsx'

export default defineBlock({
  name: 'booking-container',
  component: BookingContainer,
  data: loadedBy<typeof import('./data.ts')>(),
  hydrate: 'intent',
  messages: ['bookingContainer', 'locationChooser', 'branchFinder', 'pickupDatePicker', 'common.requiredField', 'truckRental.search'],
})
