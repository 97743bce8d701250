import { defineBlock } from '../../engine/sdk.ts'
import { BranchDetails } from './BranchDetails.tsx'

// Static: the branch comes from the page's item (data.ts) while the page is prerendered; no script.
export default defineBlock({ name: 'branch-details', component: BranchDetails, interactive: false, messages: ['branchDirectory', 'branchPage'] })
