import { defineBlock } from '../../engine/sdk.ts'
import { FunnelMount } from './FunnelMount.tsx'

export default defineBlock({
  name: 'funnel-mount',
  component: FunnelMount,
  interactive: true,
  hydrate: 'load',
  // The funnel app's own texts travel with the page, already in its language.
  messages: ['funnelMount', 'phoenix', 'vehicleCategories', 'common.requiredField', 'mysixt', 'manageBooking'],
})
