import type { FleetCategoryItem } from './fleet-categories.item.gen.ts'
import { defineRouteSource, type MarketSlugs } from '../engine/dataSdk.ts'
import { VEHICLE_CATEGORIES, type VehicleCategory } from '../features/web-api/index.ts'

/** The market document names categories in camel case ("stationWagon"), the API with dashes ("station-wagon"). */
export function slugKeyOf(category: VehicleCategory): keyof NonNullable<MarketSlugs['fleetCategories']> {
  return category.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) as keyof NonNullable<MarketSlugs['fleetCategories']>
}

/**
 * One fleet category page per category the market names a slug for (SPEC §2 slugs.fleetCategories), below the
 * market's fleet slug: /de-de/flotte/kombi/. The category is the item key, so the same category in every
 * market and language is one page's alternates; a market whose slug is "" has no page for it.
 */
export default defineRouteSource<FleetCategoryItem>({
  async load({ slugs, text }) {
    return VEHICLE_CATEGORIES.flatMap((category) => {
      const slug = slugs.fleetCategories?.[slugKeyOf(category)]
      return slug ? [{ key: category, slug, title: text(`vehicleCategories.${category}`), data: { category } }] : []
    })
  },
})
