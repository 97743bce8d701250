import { allBranches } from '../../api/model/branches.ts'
import { searchBranches } from '../../api/model/searchBranches.ts'
import type { ApiClient } from '../shared/api/createApiClient.ts'
import { fail, ok } from '../shared/api/result.ts'

/**
 * An ApiClient answering branch lookups from the reference API's seed, without HTTP: component tests
 * in jsdom cannot hand jsdom's AbortSignal to Node's fetch. Other calls fail with a network error.
 */
export function fakeApiClient(): ApiClient {
  const unavailable = async () => fail('network', 'not answered by fakeApiClient')
  return {
    stations: async ({ country }) => ok(allBranches().filter((entry) => entry.market.country === country).map((entry) => entry.branch)),
    station: async ({ id }) => {
      const found = allBranches().find((entry) => entry.branch.id === id)
      return found ? ok(found.branch) : fail('http', 'no such branch', 400)
    },
    geosuggest: async ({ query, country }) => ok(searchBranches(allBranches(), query, country)),
    geoip: unavailable,
    offers: unavailable,
    rentalConfiguration: unavailable,
    fleet: unavailable,
    fleetLocations: unavailable,
    locations: unavailable,
    addressTemplates: unavailable,
    createReservation: unavailable,
    campaigns: unavailable,
    billboard: unavailable,
  }
}
