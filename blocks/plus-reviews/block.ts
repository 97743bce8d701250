import { defineBlock, loadedBy } from '../../engine/sdk.ts'
import { PlusReviews } from './PlusReviews.tsx'

// Static: the reviews are read at build time.
export default defineBlock({
  name: 'plus-reviews',
  component: PlusReviews,
  data: loadedBy<typeof import('./data.ts')>(),
  messages: ['plus.reviews'],
})
