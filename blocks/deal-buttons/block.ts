import { defineBlock } from '../../engine/sdk.ts'
import { DealButtons } from './DealButtons.tsx'

export default defineBlock({
  name: 'deal-buttons',
  component: DealButtons,
})
