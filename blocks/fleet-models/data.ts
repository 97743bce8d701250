import { assertUsage, defineBlockData, VEHICLE_CATEGORIES, type FleetModel, type VehicleCategory } from '../../engine/dataSdk.ts'
import type { FleetModelsProps } from './props.gen.ts'

/** What a generated fleet page is about: a category (sources/fleet-categories.ts) or a make (sources/fleet-brands.ts). */
export type FleetSelection = { category: VehicleCategory } | { brand: string }

export interface FleetModelsData {
  selection: FleetSelection
  title: string
  models: FleetModel[]
}

function selectionOf(data: unknown): FleetSelection | undefined {
  const value = (data ?? {}) as { category?: VehicleCategory; brand?: string }
  if (value.category && VEHICLE_CATEGORIES.includes(value.category)) return { category: value.category }
  if (typeof value.brand === 'string' && value.brand) return { brand: value.brand }
  return undefined
}

/** The models of the page's category or make, from the fleet list in the market's currency. */
export default defineBlockData<FleetModelsProps, FleetModelsData>({
  async load(_props, { api, country, currency, item }) {
    const selection = selectionOf(item?.data)
    assertUsage(
      selection,
      'The fleet-models block shows the category or make of its page: place it on a page generated from "fleet-categories" or "fleet-brands" ("generate": { "from": "fleet-categories" }).',
    )
    const query = { country: country.toUpperCase(), currency, ...('category' in selection ? { category: selection.category } : {}) }
    const models = (await api.fleet(query)).filter((model) => !('brand' in selection) || model.brand === selection.brand)
    return { selection, title: item!.title, models }
  },
})
