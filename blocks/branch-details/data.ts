import { defineBlockData, todayIso } from '../../engine/dataSdk.ts'
import { branchMapOf, openingRowsOf } from '../../features/branches/data.ts'
import { type BranchDetailsData, categoryLink } from './branchDetailsData.ts'
import type { BranchDetailsProps } from './props.gen.ts'

/** Build time: the branch of the generated page it is placed on, its week as rows, and its map among the market's branches. */
export default defineBlockData({
  pageItem: ['branches'],
  async load(_props: BranchDetailsProps, { api, country, item }): Promise<BranchDetailsData> {
    const branch = item.data
    const marketBranches = await api.stations({ country: country.toUpperCase() })
    return {
      branch,
      hours: openingRowsOf(branch.openingHours.weekdays),
      map: branchMapOf(branch, marketBranches),
      builtOn: todayIso(),
      links: (branch.categories ?? []).map(categoryLink),
    }
  },
})
