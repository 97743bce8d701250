import { defineBlock, loadedBy } from '../../engine/sdk.ts'
import { TruckCategories } from './TruckCategories.tsx'

// Static: the categories, their figures and prices are known at build time.
export default defineBlock({
  name: 'truck-categories',
  component: TruckCategories,
  data: loadedBy<typeof import('./data.ts')>(),
  messages: [],
})
