import { defineBlock } from '../../engine/sdk.ts'
import { PlusBillboard } from './PlusBillboard.tsx'

// Static: pictures and heading are known at build time.
export default defineBlock({ name: 'plus-billboard', component: PlusBillboard, interactive: false, messages: ['plus.billboard'] })
