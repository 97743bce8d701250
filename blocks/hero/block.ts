import { defineBlock } from '../../engine/shared/defineBlock.ts'
import { Hero } from './Hero.tsx'

export default defineBlock({ name: 'hero', component: Hero, interactive: false })
