import { defineBlock, loadedBy } from '../../engine/sdk.ts'
import { BranchDetails } from './BranchDetails.tsx'

// An island, hydrated when idle: the page is prerendered with the branch (data.ts), and the browser then
// marks today's opening hours and drops closed days already past, which depend on the visitor's clock.
export default defineBlock({
  name: 'branch-details',
  component: BranchDetails,
  data: loadedBy<typeof import('./data.ts')>(),
  hydrate: 'idle',
  messages: ['branchDirectory', 'branchPage', 'vehicleCategories', 'branchFinder.directions', 'branchFinder.newTab'],
})
