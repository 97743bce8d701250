import { defineBlockData } from '../../engine/dataSdk.ts'
import type { FleetModel, VehicleCategory } from '../../features/web-api/index.ts'
import type { FleetModelsProps } from './props.gen.ts'

/** What a generated fleet page is about: a category (sources/fleet-categories.ts) or a make (sources/fleet-brands.ts). */
export type FleetSelection = { category: VehicleCategory } | { brand: string }

export interface FleetModelsData {
  selection: FleetSelection
  title: string
  models: FleetModel[]
}

/** The models of the page's category or make, from the fleet list in the market's currency. */
export default defineBlockData({
  pageItem: ['fleet-categories', 'fleet-brands'],
  async load(_props: FleetModelsProps, { api, country, currency, item }): Promise<FleetModelsData> {
    // The data stage checked the item against its source's schema: a category page's item has a category, a make page's a brand.
    const selection: FleetSelection = 'category' in item.data ? { category: item.data.category } : { brand: item.data.brand }
    const query = { country: country.toUpperCase(), currency, ...('category' in selection ? { category: selection.category } : {}) }
    const models = (await api.fleet(query)).filter((model) => !('brand' in selection) || model.brand === selection.brand)
    return { selection, title: item.title, models }
  },
})
