import { defineBlockData, type PageLinkKey } from '../../engine/dataSdk.ts'
import fleetBrands from '../../sources/fleet-brands.ts'
import fleetCategories from '../../sources/fleet-categories.ts'
import type { FleetDirectoryProps } from './props.gen.ts'

/** One page the directory links: its page link key ("page:fleet-brand/brand-kivo") and its title. */
export interface FleetDirectoryEntry {
  link: PageLinkKey
  title: string
}

export interface FleetDirectoryData {
  brands: FleetDirectoryEntry[]
  categories: FleetDirectoryEntry[]
}

/**
 * The items of the two route sources that generate the fleet's pages, read with the same context the data stage gives
 * them, so the keys are the generated pages' own (the component keeps those the market's links map resolves).
 */
export default defineBlockData<FleetDirectoryProps, FleetDirectoryData>({
  async load(_props, context) {
    const [brands, categories] = await Promise.all([fleetBrands.load(context), fleetCategories.load(context)])
    return {
      brands: brands.map((item) => ({ link: `page:fleet-brand/${item.key}` as const, title: item.title })),
      categories: categories.map((item) => ({ link: `page:fleet-category/${item.key}` as const, title: item.title })),
    }
  },
})
