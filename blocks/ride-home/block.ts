import { defineBlock } from '../../engine/sdk.ts'
import { RideHome } from './RideHome.tsx'

export default defineBlock({
  name: 'ride-home',
  component: RideHome,
  hydrate: 'load',
  // The ride-home app's texts travel with the page, already in its language.
  messages: [
    'ride',
    'rideApp',
    'rideHome.firstRide.heading',
    'locationChooser',
    'common.requiredField',
    'pickupDatePicker.formatHint',
    'pickupDatePicker.errorFormat',
    'pickupDatePicker.letters',
  ],
})
