import { assertUsage, defineBlockData, todayIso, type Branch } from '../../engine/dataSdk.ts'
import { branchMapOf } from '../../features/branches/branchMap.ts'
import { openingRowsOf } from '../../features/branches/groupBranchesByCity.ts'
import type { BranchDetailsData } from './branchDetailsData.ts'
import type { BranchDetailsProps } from './props.gen.ts'

/** Build time: the branch of the generated page it is placed on, its week as rows, and its map among the market's branches. */
export default defineBlockData<BranchDetailsProps, BranchDetailsData>({
  async load(_props, { api, country, item }) {
    assertUsage(
      item,
      'The branch-details block shows the branch of a page generated from sources/branches.ts: place it on such a page ("generate": { "from": "branches" }).',
    )
    const branch = item.data as Branch
    const marketBranches = await api.stations({ country: country.toUpperCase() })
    return { branch, hours: openingRowsOf(branch.openingHours.weekdays), map: branchMapOf(branch, marketBranches), builtOn: todayIso() }
  },
})
