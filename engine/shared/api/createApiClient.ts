import type { ApiContext } from './ApiContext.ts'
import { requestJson } from './requestJson.ts'
import type { Result } from './result.ts'
import { isAddressTemplate, isBillboard, isBranch, isCampaign, isFleetLocation, isFleetModel, isGeoIp, isLocation, isOffersResponse, isRentalConfiguration, isReservation, listOf, one } from './shapes.ts'
import type { AddressTemplate, Billboard, Branch, Campaign, FleetLocation, FleetModel, GeoIp, Location, OffersResponse, RentalConfiguration, Reservation, ReservationRequest, VehicleCategory } from './types.ts'

export interface CallOptions {
  signal?: AbortSignal
  timeoutMs?: number
}

/** The calls of SPEC §7 the site makes, typed; each answers a Result. */
export interface ApiClient {
  /** Every branch of a country (the overview of the location chooser). */
  stations(query: { country: string }, options?: CallOptions): Promise<Result<Branch[]>>
  /** One branch by id (the same path, ?id=). */
  station(query: { id: string }, options?: CallOptions): Promise<Result<Branch>>
  /** Branches matching what the visitor types; the country's own branches come first. */
  geosuggest(query: { query: string; country?: string }, options?: CallOptions): Promise<Result<Branch[]>>
  geoip(options?: CallOptions): Promise<Result<GeoIp>>
  offers(query: { branchId: string; pickupDate: string; returnDate: string; currency: string; category?: VehicleCategory }, options?: CallOptions): Promise<Result<OffersResponse>>
  rentalConfiguration(query: { country: string }, options?: CallOptions): Promise<Result<RentalConfiguration>>
  fleet(query: { country: string; currency: string; category?: VehicleCategory }, options?: CallOptions): Promise<Result<FleetModel[]>>
  fleetLocations(query: { country: string; category?: VehicleCategory }, options?: CallOptions): Promise<Result<FleetLocation[]>>
  locations(query: { country: string; query?: string }, options?: CallOptions): Promise<Result<Location[]>>
  addressTemplates(query: { country?: string }, options?: CallOptions): Promise<Result<AddressTemplate[]>>
  createReservation(request: ReservationRequest, options?: CallOptions): Promise<Result<Reservation>>
  campaigns(query: { country: string }, options?: CallOptions): Promise<Result<Campaign[]>>
  billboard(query: { country: string; trucks: boolean }, options?: CallOptions): Promise<Result<Billboard>>
}

/** Creating a reservation may take longer than a lookup; the visitor waits for it with a busy button. */
const CREATE_TIMEOUT_MS = 15000

export function createApiClient(context: ApiContext): ApiClient {
  const get = <T>(path: string, query: Record<string, string | boolean | undefined>, parse: (json: unknown) => T | undefined, options: CallOptions = {}) =>
    requestJson(context, { path, query, parse, ...options })
  return {
    stations: (query, options) => get('/v1/branch/next/stations', query, listOf(isBranch), options),
    station: (query, options) => get('/v1/branch/next/stations', query, (json) => (Array.isArray(json) && json.length === 1 && isBranch(json[0]) ? json[0] : undefined), options),
    geosuggest: (query, options) => get('/v1/branch/next/stations/geosuggest', query, listOf(isBranch), options),
    geoip: (options) => get('/v1/apps/geoip', {}, one(isGeoIp), options),
    offers: (query, options) => get('/v1/rentaloffers/offers', query, one(isOffersResponse), options),
    rentalConfiguration: (query, options) => get('/v1/rentalconfigurations', query, one(isRentalConfiguration), options),
    fleet: (query, options) => get('/v1/apps/fleet/list', query, listOf(isFleetModel), options),
    fleetLocations: (query, options) => get('/v1/apps/fleet/locations', query, listOf(isFleetLocation), options),
    locations: (query, options) => get('/v1/locations', query, listOf(isLocation), options),
    addressTemplates: (query, options) => get('/v1/config/addresstemplates', query, listOf(isAddressTemplate), options),
    createReservation: (request, options) =>
      requestJson(context, { method: 'POST', path: '/v1/rentalreservations/create', body: request, parse: one(isReservation), timeoutMs: CREATE_TIMEOUT_MS, ...options }),
    campaigns: (query, options) => get('/v2/apps/campaign/', query, listOf(isCampaign), options),
    billboard: (query, options) => get('/v2/apps/campaign', { country: query.country, trucks: String(query.trucks) }, one(isBillboard), options),
  }
}
