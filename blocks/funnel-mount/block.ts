import { defineBlock, enhancedBy } from '../../engine/sdk.ts'
import { FunnelMount } from './FunnelMount.tsx'

export default defineBlock({
  name: 'funnel-mount',
  component: FunnelMount,
  enhance: enhancedBy<typeof import('./enhance.ts')>(),
  hydrate: 'load',
  // The funnel app's own texts travel with the page, already in its language.
  messages: [
    'funnelMount',
    'phoenix',
    'vehicleCategories',
    'truckRental.categories',
    'truckRental.facts',
    'common.requiredField',
    'mysixt',
    'manageBooking',
    // The plus subscription journey (apps/plus-subscribe) and the account's Subscriptions tab (apps/mysixt).
    'plus.subscribe',
    'plus.filters.availability',
    'pickupDatePicker.letters',
  ],
})
