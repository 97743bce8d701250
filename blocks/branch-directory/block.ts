import { defineBlock, loadedBy } from '../../engine/sdk.ts'
import { BranchDirectory } from './BranchDirectory.tsx'

// Static: the branches are read from the seed data while the page is prerendered (no island, no script).
export default defineBlock({
  name: 'branch-directory',
  component: BranchDirectory,
  data: loadedBy<typeof import('./data.ts')>(),
  messages: ['branchDirectory'],
})
