import { defineRouteSource } from '../engine/dataSdk.ts'
import type { FleetBrandItem } from './fleet-brands.item.gen.ts'

/** "Mova" → "mova"; a make with spaces or accents becomes lowercase words joined by dashes. */
function brandSlug(brand: string): string {
  return brand
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * One page per make of the fleet where the market's fleet slug has the {brand} placeholder (SPEC §2:
 * "flotte/{brand}" in DE, "fleet/{brand}" in GB and US): /de-de/flotte/kivo/. The fleet page itself is at the
 * slug up to the placeholder; markets without the placeholder have no brand pages.
 */
export default defineRouteSource<FleetBrandItem>({
  async load({ api, country, currency, slugs }) {
    const pattern = slugs.fleet ?? ''
    if (!pattern.includes('{brand}')) return []
    const base = pattern.split('{')[0]
    const models = await api.fleet({ country: country.toUpperCase(), currency })
    const brands = [...new Set(models.flatMap((model) => (model.brand ? [model.brand] : [])))].sort()
    return brands.map((brand) => ({
      key: `brand-${brandSlug(brand)}`,
      slug: pattern.slice(base.length).replace('{brand}', brandSlug(brand)),
      title: brand,
      data: { brand },
    }))
  },
  // The reference API's fleet is its fleet seed.
  contentFiles: () => ['api/seed/fleet.ts'],
})
