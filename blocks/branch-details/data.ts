import { assertUsage, defineBlockData, type Branch } from '../../engine/dataSdk.ts'
import { openingRowsOf, type DirectoryBranch } from '../../features/branches/groupBranchesByCity.ts'
import type { BranchDetailsProps } from './props.gen.ts'

/** Build time: the branch of the generated page it is placed on, with its week as rows. */
export default defineBlockData<BranchDetailsProps, DirectoryBranch>({
  async load(_props, { item }) {
    assertUsage(item, 'The branch-details block shows the branch of a page generated from sources/branches.ts: place it on such a page ("generate": { "from": "branches" }).')
    const branch = item.data as Branch
    return { branch, hours: openingRowsOf(branch.openingHours.weekdays) }
  },
})
