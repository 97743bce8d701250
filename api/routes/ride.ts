import { http, HttpResponse } from 'msw'
import { checkRiderContact, clockNowIn, isRideClass, pickupTimeProblem } from '../../features/ride/index.ts'
import type { RideBooking } from '../../features/web-api/index.ts'
import { actionBody } from '../http/actionBody.ts'
import { checkBodySchema } from '../http/checkBodySchema.ts'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { searchTextParam } from '../http/params.ts'
import { visitorPage } from '../http/visitorPage.ts'
import { queueMail } from '../mail/queueMail.ts'
import { checkRideRoute } from '../model/checkRideRoute.ts'
import { rideCurrency, rideServiceArea, searchRideAddresses } from '../model/rideAddresses.ts'
import { rideEstimate } from '../model/rideFare.ts'
import { keepRideRequest, markRideCancelled, rideRequestFor } from '../model/rideRequests.ts'

/** The ride market a request names ("country"): 400 when missing or malformed, 404 where the service does not drive. */
function rideCountry(value: unknown): string {
  const country = typeof value === 'string' ? value.trim().toUpperCase() : ''
  if (!/^[A-Z]{2}$/.test(country)) throw new BadRequest('"country" is required: a two-letter country code such as "DE".', 400, 'country')
  if (!rideServiceArea(country)) throw new BadRequest(`The ride service does not drive in "${country}".`, 404, 'country', 'noRideService')
  return country
}

function requiredParam(url: URL, name: string): string {
  const value = url.searchParams.get(name)?.trim()
  if (!value) throw new BadRequest(`Query parameter "${name}" is required.`, 400, name)
  return value
}

/** A route the service cannot drive, as a 400 the app translates by its code. */
function routeOf(country: string, pickupId: string, dropoffId: string) {
  const route = checkRideRoute(country, pickupId, dropoffId)
  if (!route.ok) throw new BadRequest(route.message, 400, route.field, route.code)
  return route
}

/** GET /v1/ride/service-area?country=DE: the cities, their clocks, the currency, lead time and booking window. */
const serviceAreaHandler = http.get(
  '*/v1/ride/service-area',
  answer(({ request }) => HttpResponse.json(rideServiceArea(rideCountry(new URL(request.url).searchParams.get('country'))))),
)

/** GET /v1/ride/addresses?country=DE&query=linden: up to 8 addresses of the service area; elsewhere answers []. */
const addressesHandler = http.get(
  '*/v1/ride/addresses',
  answer(({ request }) => {
    const url = new URL(request.url)
    const country = rideCountry(url.searchParams.get('country'))
    return HttpResponse.json(searchRideAddresses(country, searchTextParam(url)))
  }),
)

/** GET /v1/ride/estimate?country=DE&pickupId=…&dropoffId=…: distance, duration and every class's fixed price. */
const estimateHandler = http.get(
  '*/v1/ride/estimate',
  answer(({ request }) => {
    const url = new URL(request.url)
    const country = rideCountry(url.searchParams.get('country'))
    const route = routeOf(country, requiredParam(url, 'pickupId'), requiredParam(url, 'dropoffId'))
    return HttpResponse.json(rideEstimate(route.pickup, route.dropoff, rideCurrency(country)!))
  }),
)

/**
 * POST /v1/ride/requests: checks the route (one service area), the pickup time (the lead time on the area's clock),
 * the class and the rider's details, prices the ride as the estimate did, keeps it (api/model/rideRequests.ts) and
 * mails the confirmation with the cancellation link. 201 with the reference and the token of that link.
 */
const requestRideHandler = http.post(
  '*/v1/ride/requests',
  answer(async ({ request }) => {
    const body = await actionBody(request)
    const country = rideCountry(body.country)
    const fields = checkRiderContact(body)
    if (Object.keys(fields).length > 0)
      return HttpResponse.json({ message: `Check the fields ${Object.keys(fields).join(', ')}.`, fields }, { status: 400 })
    // The contact rules answer first, with every field's problem (the form shows them); then the request schema
    // refuses what no form sends: a field of another type, an unknown field, a malformed time.
    checkBodySchema(body, 'rideRequest')
    const route = routeOf(country, String(body.pickupId), String(body.dropoffId))
    const pickupAt = String(body.pickupAt)
    const problem = pickupTimeProblem(pickupAt, route.timeZone)
    if (problem)
      throw new BadRequest(
        problem === 'tooSoon'
          ? `"pickupAt" must be at least the lead time after now on the area's clock (${clockNowIn(route.timeZone)} in ${route.timeZone}).`
          : '"pickupAt" is further ahead than rides are taken.',
        400,
        'pickupAt',
        problem,
      )
    const rideClass = body.rideClass
    if (!isRideClass(rideClass)) throw new BadRequest('"rideClass" must be economy, business, first or van.', 400, 'rideClass')
    const estimate = rideEstimate(route.pickup, route.dropoff, rideCurrency(country)!)
    const price = estimate.classes.find((entry) => entry.rideClass === rideClass)!.price
    const text = (name: string) => String(body[name]).trim()
    const locale = typeof body.locale === 'string' ? body.locale : undefined
    const { booking, cancelToken } = keepRideRequest({
      country,
      areaId: route.pickup.areaId,
      pickupId: route.pickup.id,
      dropoffId: route.dropoff.id,
      pickupAt,
      rideClass,
      distanceKm: estimate.distanceKm,
      price,
      rider: { name: text('name'), email: text('email'), phone: text('phone') },
      ...(locale ? { locale } : {}),
    })
    const cancelLink = rideCancelLink(request, booking.reference, cancelToken)
    queueMail({ kind: 'rideConfirmation', to: booking.rider.email, ...(locale ? { locale } : {}), ride: booking, cancelLink })
    const answered: RideBooking = { ...booking, cancelToken, ...(cancelLink ? { cancelLink } : {}) }
    return HttpResponse.json(answered, { status: 201 })
  }),
)

/**
 * The ride page the request came from with the reference and token (the app opens the cancellation there): the
 * visitor's own market and language. Undefined for a request from no page of this site: the mail then offers no link.
 */
function rideCancelLink(request: Request, reference: string, token: string): string | undefined {
  const page = visitorPage(request)
  if (!page) return undefined
  page.search = new URLSearchParams({ ride: reference, token }).toString()
  return page.href
}

/** GET /v1/ride/requests/{reference}?token=…: the request for the holder of its cancellation link. */
const rideBookingHandler = http.get<{ reference: string }>(
  '*/v1/ride/requests/:reference',
  answer(({ request, params }) => {
    const token = requiredParam(new URL(request.url), 'token')
    const booking = findBooking(params.reference, token)
    return HttpResponse.json(booking)
  }),
)

function findBooking(reference: string, token: string): RideBooking {
  const booking = rideRequestFor(reference, token)
  if (!booking) throw new BadRequest('No ride request with this reference and token.', 404)
  return booking
}

/** POST /v1/ride/requests/{reference}/cancellation { token }: cancels; 409 when cancelled already or the pickup time has come. */
const cancelRideHandler = http.post<{ reference: string }>(
  '*/v1/ride/requests/:reference/cancellation',
  answer(async ({ request, params }) => {
    const body = await actionBody(request, 'rideCancelRequest')
    const booking = findBooking(params.reference, String(body.token))
    if (booking.status === 'cancelled') throw new BadRequest('The ride was cancelled already.', 409, undefined, 'cancelled')
    if (clockNowIn(booking.timeZone) >= booking.pickupAt)
      throw new BadRequest('The pickup time has come: the ride can no longer be cancelled here.', 409, undefined, 'started')
    markRideCancelled(booking.reference)
    return HttpResponse.json({ ...booking, status: 'cancelled' } satisfies RideBooking)
  }),
)

/** The ride service's routes (issue 26). */
export const rideHandlers = [
  serviceAreaHandler,
  addressesHandler,
  estimateHandler,
  requestRideHandler,
  cancelRideHandler,
  rideBookingHandler,
]
