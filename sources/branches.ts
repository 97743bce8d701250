import { defineRouteSource } from '../engine/dataSdk.ts'
import type { Branch } from '../features/web-api/index.ts'

/** "de-muc-airport" in Germany is "muc-airport": the country is already in the URL's market prefix. */
export function branchSlug(branch: Pick<Branch, 'id'>, country: string): string {
  return branch.id.startsWith(`${country}-`) ? branch.id.slice(country.length + 1) : branch.id
}

/** One page per branch of the market (/v1/branch/next/stations); the branch itself is the page's item data. */
export default defineRouteSource<Branch>({
  async load({ api, country }) {
    const branches = await api.stations({ country: country.toUpperCase() })
    return branches.map((branch) => ({ key: branch.id, slug: branchSlug(branch, country), title: branch.name, data: branch }))
  },
  // The reference API's branches of a country are its market seed.
  contentFiles: ({ country }) => [`api/seed/markets/${country}.json`],
})
