import { defineBlock } from '../../engine/sdk.ts'
import { RichTextBlock } from './RichTextBlock.tsx'

export default defineBlock({ name: 'rich-text', component: RichTextBlock })
