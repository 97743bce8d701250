import { branchListCheck, geoIpCheck, locationListCheck } from './answerChecks.gen.ts'
import { fail, ok, type ApiContext, type CallOptions, type Result, type Transport } from '../../engine/dataSdk.ts'
import type { ParametersOf } from './apiRequests.gen.ts'
import { requestJson } from './requestJson.ts'
import type { Branch, GeoIp, Location } from './types.ts'

/**
 * The branch calls of SPEC §7 (and where the visitor is, to offer the nearest branches), on their own: the booking search on every page with a search form needs only these,
 * and its island then carries neither the other endpoints nor their paths, which keeps its script small. The page's full client
 * (createApiClient.ts) includes them.
 */
export interface BranchCalls {
  /** Every branch of a country (the overview of the location chooser); productLine "rent-truck": those that rent trucks. */
  stations(
    query: Required<Pick<ParametersOf<'stations'>, 'country'>> & Pick<ParametersOf<'stations'>, 'productLine'>,
    options?: CallOptions,
  ): Promise<Result<Branch[]>>
  /** One branch by id (the same path, ?id=). */
  station(query: Required<Pick<ParametersOf<'stations'>, 'id'>>, options?: CallOptions): Promise<Result<Branch>>
  /** Branches matching what the visitor types; the country's own branches come first. */
  geosuggest(query: ParametersOf<'geosuggest'>, options?: CallOptions): Promise<Result<Branch[]>>
  /** Where the visitor probably is, from the request (a country and a city centre): the nearest branches to offer. */
  geoip(options?: CallOptions): Promise<Result<GeoIp>>
  /** The cities with branches of a country, with the branches of each (the city list of the overview). */
  locations(query: ParametersOf<'locations'>, options?: CallOptions): Promise<Result<Location[]>>
}

export function createBranchCalls(context: ApiContext, transport: Transport = {}): BranchCalls {
  const stations = '/v1/branch/next/stations'
  return {
    stations: (query, options = {}) => requestJson(context, { path: stations, check: branchListCheck, query, ...transport, ...options }),
    station: async (query, options = {}) => {
      const found = await requestJson(context, { path: stations, check: branchListCheck, query, ...transport, ...options })
      if (!found.ok || found.value.length === 1) return found.ok ? ok(found.value[0]) : found
      return fail({
        kind: 'malformed',
        path: stations,
        pointer: '',
        message: `must list exactly one branch for id "${query.id}", not ${found.value.length}`,
      })
    },
    geosuggest: (query, options = {}) =>
      requestJson(context, { path: '/v1/branch/next/stations/geosuggest', check: branchListCheck, query, ...transport, ...options }),
    geoip: (options = {}) => requestJson(context, { path: '/v1/apps/geoip', check: geoIpCheck, query: {}, ...transport, ...options }),
    locations: (query, options = {}) =>
      requestJson(context, { path: '/v1/locations', check: locationListCheck, query, ...transport, ...options }),
  }
}
