import { defineBlock } from '../../engine/shared/defineBlock.ts'
import { NewsBanner } from './NewsBanner.tsx'

export default defineBlock({ name: 'news-banner', component: NewsBanner, interactive: true, hydrate: 'load', messages: ['newsBanner'] })
