import { defineBlock } from '../../engine/sdk.ts'
import { CustomerSettings } from './CustomerSettings.tsx'

export default defineBlock({
  name: 'customer-settings',
  component: CustomerSettings,
  // Below the ride booking: it may wait until the page is idle.
  hydrate: 'idle',
  messages: ['customerSettings', 'rideApp.load.text', 'rideApp.retry'],
})
