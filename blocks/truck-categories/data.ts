import { defineBlockData } from '../../engine/dataSdk.ts'
import type { FleetModel, LoadCapacity } from '../../features/web-api/index.ts'
import type { TruckCategoriesProps } from './props.gen.ts'

/** One truck category as the page shows it: its cheapest model's picture, load and price per day. */
export interface TruckCategoryCard {
  load: LoadCapacity
  image: FleetModel['image']
  fromPricePerDay: FleetModel['fromPricePerDay']
}

/**
 * Build time: the truck fleet of the market's country in its currency, one card per truck category (the line's order,
 * smallest first), each with the category's cheapest model. A model without load figures is not of the truck line.
 */
export default defineBlockData<TruckCategoriesProps, TruckCategoryCard[]>({
  async load(_props, { api, country, currency }) {
    const models = await api.fleet({ country: country.toUpperCase(), currency, productLine: 'rent-truck' })
    const cards = new Map<string, TruckCategoryCard>()
    for (const model of models) {
      if (!model.load) continue
      const known = cards.get(model.load.truckCategory)
      if (!known || model.fromPricePerDay.amount < known.fromPricePerDay.amount)
        cards.set(model.load.truckCategory, { load: model.load, image: model.image, fromPricePerDay: model.fromPricePerDay })
    }
    return [...cards.values()]
  },
})
