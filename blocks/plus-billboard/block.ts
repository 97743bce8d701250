import { defineBlock, loadedBy } from '../../engine/sdk.ts'
import { PlusBillboard } from './PlusBillboard.tsx'

// Static: pictures and heading are known at build time.
export default defineBlock({
  name: 'plus-billboard',
  component: PlusBillboard,
  data: loadedBy<typeof import('./data.ts')>(),
  messages: ['plus.billboard'],
})
