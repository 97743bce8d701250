import { defineBlock } from '../../engine/shared/defineBlock.ts'
import { DealButtons } from './DealButtons.tsx'

export default defineBlock({
  name: 'deal-buttons',
  component: DealButtons,
  interactive: false,
})
