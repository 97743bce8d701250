import { defineBlock } from '../../engine/sdk.ts'
import { LocationChooser } from '../../features/booking-search/location/LocationChooser.tsx'

export default defineBlock({
  name: 'location-chooser',
  component: LocationChooser,
  hydrate: 'idle',
  messages: ['locationChooser'],
})
