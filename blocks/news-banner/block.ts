import { defineBlock } from '../../engine/sdk.ts'
import { NewsBanner } from './NewsBanner.tsx'

export default defineBlock({ name: 'news-banner', component: NewsBanner, interactive: true, hydrate: 'load', messages: ['newsBanner'] })
