import { defineBlock, enhancedBy, loadedBy } from '../../engine/sdk.ts'
import { BranchDetails } from './BranchDetails.tsx'

// An island without React (enhance.ts), started when idle: the page is prerendered with the branch (data.ts), and the
// browser then marks today's opening hours and drops closed days already past, which depend on the visitor's clock.
export default defineBlock({
  name: 'branch-details',
  component: BranchDetails,
  data: loadedBy<typeof import('./data.ts')>(),
  enhance: enhancedBy<typeof import('./enhance.ts')>(),
  hydrate: 'idle',
  messages: ['branchDirectory.today'],
})
