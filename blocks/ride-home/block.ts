import { defineBlock, enhancedBy } from '../../engine/sdk.ts'
import { RideHome } from './RideHome.tsx'

export default defineBlock({
  name: 'ride-home',
  component: RideHome,
  // Plain DOM in the browser (enhance.ts): the ride-home app brings the page's one React.
  enhance: enhancedBy<typeof import('./enhance.ts')>(),
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
