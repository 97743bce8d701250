import type { Branch } from '../../features/web-api/index.ts'
import { addressTemplateOf } from '../seed/addressTemplates.ts'
import { categoriesOf } from '../seed/fleet.ts'
import { marketSeeds } from '../seed/markets/marketSeeds.ts'
import type { BranchSeed, MarketSeed } from '../seed/marketSeed.ts'
import { openingHoursOf } from './openingHoursOf.ts'

/** Fills an address template; a line whose placeholders are all empty is left out, stray separators are trimmed. */
export function formatAddress(template: string[], fields: Record<string, string | undefined>): string[] {
  return template
    .map((line) => line.replace(/\{(\w+)\}/g, (_, name: string) => fields[name] ?? ''))
    .map((line) => line.replace(/\s+/g, ' ').replace(/^[\s,-]+|[\s,-]+$/g, ''))
    .filter((line) => line !== '')
}

export function branchOf(seed: BranchSeed, market: MarketSeed, year: number): Branch {
  const address = {
    street: seed.street,
    houseNumber: seed.houseNumber,
    postalCode: seed.postalCode,
    city: seed.city,
    ...(seed.region ? { region: seed.region } : {}),
    country: market.country,
  }
  return {
    id: seed.id,
    name: seed.name,
    type: seed.type,
    ...(seed.iataCode ? { iataCode: seed.iataCode } : {}),
    ...(seed.phone ? { phone: seed.phone } : {}),
    categories: categoriesOf(seed.type),
    productLines: seed.trucks ? ['rent-car', 'rent-truck'] : ['rent-car'],
    address,
    formattedAddress: formatAddress(addressTemplateOf(market.country), address),
    coordinates: { lat: seed.lat, lon: seed.lon },
    openingHours: openingHoursOf(seed, market, year),
    oneWay: seed.oneWay !== false,
    ...((seed.timeZone ?? market.timeZone) ? { timeZone: seed.timeZone ?? market.timeZone } : {}),
  }
}

export interface SeededBranch {
  branch: Branch
  seed: BranchSeed
  market: MarketSeed
}

/** Every branch of every market; holidays are those of the current and the next year. */
export function allBranches(now = new Date()): SeededBranch[] {
  return [...marketSeeds().values()].flatMap((market) =>
    market.branches.map((seed) => ({ branch: branchOf(seed, market, now.getFullYear()), seed, market })),
  )
}

export function findBranch(id: string, now = new Date()): SeededBranch | undefined {
  return allBranches(now).find((entry) => entry.branch.id === id)
}
