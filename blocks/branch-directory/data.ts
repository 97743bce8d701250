import { defineBlockData } from '../../engine/dataSdk.ts'
import { groupBranchesByCity, type CityGroup } from '../../features/branches/data.ts'
import type { BranchDirectoryProps } from './props.gen.ts'

/** Build time: the market's branches from the web API (/v1/branch/next/stations), grouped by city. */
export default defineBlockData<BranchDirectoryProps, CityGroup[]>({
  async load(_props, { api, country, locale }) {
    return groupBranchesByCity(await api.stations({ country: country.toUpperCase() }), locale)
  },
})
