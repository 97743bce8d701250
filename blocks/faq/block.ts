import { defineBlock } from '../../engine/sdk.ts'
import { Faq } from './Faq.tsx'

export default defineBlock({ name: 'faq', component: Faq })
