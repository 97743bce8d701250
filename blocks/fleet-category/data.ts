import { assertUsage, defineBlockData, VEHICLE_CATEGORIES, type FleetModel, type VehicleCategory } from '../../engine/dataSdk.ts'
import type { FleetCategoryProps } from './props.gen.ts'

export interface FleetCategoryData {
  category: VehicleCategory
  title: string
  models: FleetModel[]
}

/** The category comes from the generated page's item (sources/fleet-categories.ts), the models from the fleet list. */
export default defineBlockData<FleetCategoryProps, FleetCategoryData>({
  async load(_props, { api, country, currency, item }) {
    const category = (item?.data as { category?: VehicleCategory } | undefined)?.category
    assertUsage(category && VEHICLE_CATEGORIES.includes(category), 'The fleet-category block shows the category of its page: place it on a page generated from "fleet-categories" ("generate": { "from": "fleet-categories" }).')
    const models = await api.fleet({ country: country.toUpperCase(), currency, category })
    return { category, title: item!.title, models }
  },
})
