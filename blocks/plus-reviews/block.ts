import { defineBlock } from '../../engine/sdk.ts'
import { PlusReviews } from './PlusReviews.tsx'

// Static: the reviews are read at build time.
export default defineBlock({ name: 'plus-reviews', component: PlusReviews, interactive: false, messages: ['plus.reviews'] })
