import { rideAddressListCheck, rideBookingCheck, rideEstimateCheck, rideServiceAreaCheck } from './answerChecks.gen.ts'
import type { ApiContext, CallOptions, Result, Transport } from '../../engine/dataSdk.ts'
import type { BodyOf, ParametersOf } from './apiRequests.gen.ts'
import { requestJson } from './requestJson.ts'
import type { RideAddress, RideBooking, RideEstimate, RideServiceArea } from './types.ts'

/** Sending a ride request may take longer than a lookup; the rider waits for it with a busy button. */
const ACTION_TIMEOUT_MS = 15000

/**
 * The ride service's calls (issue 26), on their own like the branch calls: only the ride-home app needs them. A ride
 * leaving the service area, a pickup too soon or a rider's detail the API refuses is an http 400 with `code`
 * ("outsideServiceArea", "tooSoon", "tooFar") or `fields`.
 */
export interface RideCalls {
  rideServiceArea(query: ParametersOf<'rideServiceArea'>, options?: CallOptions): Promise<Result<RideServiceArea>>
  /** Addresses of the market's service area only: a place elsewhere answers none. */
  rideAddresses(query: ParametersOf<'rideAddresses'>, options?: CallOptions): Promise<Result<RideAddress[]>>
  rideEstimate(query: ParametersOf<'rideEstimate'>, options?: CallOptions): Promise<Result<RideEstimate>>
  /** Answers the reference, the fixed price and the token of the cancellation link; the confirmation is mailed. */
  requestRide(request: BodyOf<'requestRide'>, options?: CallOptions): Promise<Result<RideBooking>>
  /** The request for the holder of its cancellation token (http 404 for a wrong one). */
  rideBooking(query: ParametersOf<'rideBooking'>, options?: CallOptions): Promise<Result<RideBooking>>
  /** http 409 when cancelled already or when the pickup time has come. */
  cancelRide(request: ParametersOf<'cancelRide'> & BodyOf<'cancelRide'>, options?: CallOptions): Promise<Result<RideBooking>>
}

export function createRideCalls(context: ApiContext, transport: Transport = {}): RideCalls {
  const action = { fetch: transport.fetch, timeoutMs: transport.timeoutMs ?? ACTION_TIMEOUT_MS }
  return {
    rideServiceArea: (query, options = {}) =>
      requestJson(context, { path: '/v1/ride/service-area', check: rideServiceAreaCheck, query, ...transport, ...options }),
    rideAddresses: (query, options = {}) =>
      requestJson(context, { path: '/v1/ride/addresses', check: rideAddressListCheck, query, ...transport, ...options }),
    rideEstimate: (query, options = {}) =>
      requestJson(context, { path: '/v1/ride/estimate', check: rideEstimateCheck, query, ...transport, ...options }),
    requestRide: (request, options = {}) =>
      requestJson(context, { method: 'POST', path: '/v1/ride/requests', check: rideBookingCheck, body: request, ...action, ...options }),
    rideBooking: ({ reference, token }, options = {}) =>
      requestJson(context, {
        path: '/v1/ride/requests/{reference}',
        check: rideBookingCheck,
        params: { reference },
        query: { token },
        ...transport,
        ...options,
      }),
    cancelRide: ({ reference, token }, options = {}) =>
      requestJson(context, {
        method: 'POST',
        path: '/v1/ride/requests/{reference}/cancellation',
        check: rideBookingCheck,
        params: { reference },
        body: { token },
        ...action,
        ...options,
      }),
  }
}
