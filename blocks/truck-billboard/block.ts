import { defineBlock, loadedBy } from '../../engine/sdk.ts'
import { TruckBillboard } from './TruckBillboard.tsx'

// Static: pictures and heading are known at build time.
export default defineBlock({
  name: 'truck-billboard',
  component: TruckBillboard,
  data: loadedBy<typeof import('./data.ts')>(),
  messages: [],
})
