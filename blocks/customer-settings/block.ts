import { defineBlock, enhancedBy } from '../../engine/sdk.ts'
import { CustomerSettings } from './CustomerSettings.tsx'

export default defineBlock({
  name: 'customer-settings',
  component: CustomerSettings,
  // Plain DOM in the browser (enhance.ts): the micro-app brings the page's one React.
  enhance: enhancedBy<typeof import('./enhance.ts')>(),
  // Below the ride booking: the enhancer and the micro-app load only when the visitor scrolls near it
  // (issue 28 §3), not on every ride page's idle time.
  hydrate: 'visible',
  messages: ['customerSettings', 'rideApp.load.text', 'rideApp.retry'],
})
