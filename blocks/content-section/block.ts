import { defineBlock } from '../../engine/shared/defineBlock.ts'
import { ContentSection } from './ContentSection.tsx'

export default defineBlock({ name: 'content-section', component: ContentSection, interactive: false })
