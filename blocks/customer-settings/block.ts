import { defineBlock } from '../../engine/sdk.ts'
import { CustomerSettings } from './CustomerSettings.tsx'

export default defineBlock({
  name: 'customer-settings',
  component: CustomerSettings,
  // Below the ride booking: React, the block and the micro-app (76 KB) load only when the visitor scrolls near it
  // (issue 28 §3), not on every ride page's idle time.
  hydrate: 'visible',
  messages: ['customerSettings', 'rideApp.load.text', 'rideApp.retry'],
})
