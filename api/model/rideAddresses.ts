import type { RideAddress, RideServiceArea } from '../../features/web-api/index.ts'
import { RIDE_LEAD_TIME_MINUTES, RIDE_MAX_DAYS_AHEAD } from '../../features/ride/index.ts'
import { RIDE_MARKETS, type RideAreaSeed, type RideMarketSeed } from '../seed/rideAreas.ts'

/** At most this many addresses answer a search: a list one reads without scrolling. */
export const RIDE_ADDRESS_RESULTS = 8

/** Countries writing "street, town postcode" (GB) or "street, town, state zip" (US); the others "street, postcode town". */
function addressLines(country: string, place: string, street: string, postcode: string, town: string): string[] {
  const lines = place ? [place, street] : [street]
  if (country === 'GB') return [...lines, `${town} ${postcode}`]
  if (country === 'US') return [...lines, `${town}, ${postcode}`]
  return [...lines, `${postcode} ${town}`]
}

function addressesOf(market: RideMarketSeed, seed: RideAreaSeed): RideAddress[] {
  return seed.addresses.map(([place, street, postcode, town, dLatitude, dLongitude], index) => ({
    id: `${seed.id}-${index + 1}`,
    areaId: seed.id,
    country: market.country,
    ...(place ? { place } : {}),
    street,
    postalCode: postcode,
    city: town || seed.city,
    latitude: Math.round((seed.centre.latitude + dLatitude) * 1e5) / 1e5,
    longitude: Math.round((seed.centre.longitude + dLongitude) * 1e5) / 1e5,
    lines: addressLines(market.country, place, street, postcode, town || seed.city),
  }))
}

interface RideMarket {
  seed: RideMarketSeed
  addresses: RideAddress[]
  /** Each address's words, lower case without accents, for the search. */
  words: Map<string, string>
}

let markets: Map<string, RideMarket> | undefined

/** Lower case without accents, so "munchen" finds München and "geneve" Genève. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

function rideMarkets(): Map<string, RideMarket> {
  if (markets) return markets
  markets = new Map()
  for (const seed of RIDE_MARKETS) {
    const addresses = seed.areas.flatMap((area) => addressesOf(seed, area))
    const areaCity = new Map(seed.areas.map((area) => [area.id, area.city]))
    const words = new Map(addresses.map((address) => [address.id, foldText([...address.lines, areaCity.get(address.areaId)].join(' '))]))
    markets.set(seed.country, { seed, addresses, words })
  }
  return markets
}

/** The countries the ride service drives in. */
export function rideCountries(): string[] {
  return [...rideMarkets().keys()]
}

/** A market's service area: its cities with centre, radius and clock, its currency and the booking window. */
export function rideServiceArea(country: string): RideServiceArea | undefined {
  const market = rideMarkets().get(country)
  if (!market) return undefined
  return {
    country,
    currency: market.seed.currency,
    leadTimeMinutes: RIDE_LEAD_TIME_MINUTES,
    maxDaysAhead: RIDE_MAX_DAYS_AHEAD,
    areas: market.seed.areas.map(({ id, city, timeZone, centre, radiusKm }) => ({ id, city, timeZone, centre, radiusKm })),
  }
}

/**
 * The market's addresses matching every word typed (in the street, place, postcode or city, accents and case
 * forgiven), at most RIDE_ADDRESS_RESULTS. Only the service area's addresses can be found: a city the service does
 * not drive in answers nothing.
 */
export function searchRideAddresses(country: string, query: string): RideAddress[] {
  const market = rideMarkets().get(country)
  if (!market) return []
  const terms = foldText(query)
    .split(/[\s,]+/)
    .filter(Boolean)
  return market.addresses
    .filter((address) => terms.every((term) => market.words.get(address.id)!.includes(term)))
    .slice(0, RIDE_ADDRESS_RESULTS)
}

/** One address of a market's service area by its id. */
export function findRideAddress(country: string, id: string): RideAddress | undefined {
  return rideMarkets()
    .get(country)
    ?.addresses.find((address) => address.id === id)
}

/** The area (city) an address belongs to. */
export function rideAreaOf(country: string, address: RideAddress): RideServiceArea['areas'][number] | undefined {
  return rideServiceArea(country)?.areas.find((area) => area.id === address.areaId)
}

/** The market's currency. */
export function rideCurrency(country: string): string | undefined {
  return rideMarkets().get(country)?.seed.currency
}
