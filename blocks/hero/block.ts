import { defineBlock } from '../../engine/sdk.ts'
import { Hero } from './Hero.tsx'

export default defineBlock({ name: 'hero', component: Hero })
