import { defineBlock, enhancedBy } from '../../engine/sdk.ts'
import { NewsBanner } from './NewsBanner.tsx'

export default defineBlock({
  name: 'news-banner',
  component: NewsBanner,
  enhance: enhancedBy<typeof import('./enhance.ts')>(),
  hydrate: 'load',
  messages: ['newsBanner'],
})
