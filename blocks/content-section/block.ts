import { defineBlock } from '../../engine/sdk.ts'
import { ContentSection } from './ContentSection.tsx'

export default defineBlock({ name: 'content-section', component: ContentSection })
