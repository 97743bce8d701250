import { defineBlock } from '../../engine/sdk.ts'
import { LocationChooser } from '../../features/booking-search/index.ts'

export default defineBlock({
  name: 'location-chooser',
  component: LocationChooser,
  hydrate: 'idle',
  messages: ['locationChooser', 'branchFinder'],
})
