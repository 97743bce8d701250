import { defineBlock } from '../../engine/sdk.ts'
import { BranchDetails } from './BranchDetails.tsx'

// An island, hydrated when idle: the page is prerendered with the branch (data.ts), and the browser then
// marks today's opening hours and drops closed days already past, which depend on the visitor's clock.
export default defineBlock({
  name: 'branch-details',
  component: BranchDetails,
  interactive: true,
  hydrate: 'idle',
  messages: ['branchDirectory', 'branchPage', 'vehicleCategories'],
})
