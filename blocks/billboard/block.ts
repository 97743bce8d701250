import { defineBlock, loadedBy } from '../../engine/sdk.ts'
import { Billboard } from './Billboard.tsx'

// Static: pictures and heading are known at build time.
export default defineBlock({
  name: 'billboard',
  component: Billboard,
  data: loadedBy<typeof import('./data.ts')>(),
  messages: [],
})
