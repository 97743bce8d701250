import { http, HttpResponse } from 'msw'
import { toUtcIsoDate } from '../../engine/shared/isoDate.ts'
import { driverProblems, startDateProblem, subscriptionPrice, tenureOptionsFor } from '../../features/plus/index.ts'
import type { SubscriptionRequest } from '../../features/web-api/index.ts'
import { actionBody } from '../http/actionBody.ts'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { accountSubscriptionsLink } from '../mail/accountSubscriptionsLink.ts'
import { queueMail } from '../mail/queueMail.ts'
import { openRegistrationOf } from '../model/campaignRegistrations.ts'
import { tenuresOf } from '../model/plusAnswers.ts'
import { plusCountryOf } from '../model/plusCountry.ts'
import { plusOffersOf, subscriptionBranchesOf } from '../model/plusOffers.ts'
import { isSoldOut, subscriptionsForEmail, takeSubscription } from '../model/plusSubscriptions.ts'
import { PLUS_CAMPAIGN } from '../seed/plus.ts'
import { currentUser } from './users.ts'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

const soldOut = () =>
  HttpResponse.json({ message: 'Every vehicle of this offer is subscribed: choose another offer.', code: 'soldOut' }, { status: 409 })

/**
 * POST /v1/subscription/subscriptions (issue 26, plus that subscribes): checks the request against the offer (its
 * terms, mileage packages, branches, availability window and minimum driver age, the rules of features/plus/),
 * prices it with the one price formula (features/plus/subscriptionPrice.ts, with the campaign benefit of the driver's
 * email, SPEC §4), keeps it (api/model/plusSubscriptions.ts) and queues the confirmation mail. An offer whose last
 * vehicle went while the visitor chose is refused with 409 code "soldOut".
 */
export const createSubscriptionHandler = http.post(
  '*/v1/subscription/subscriptions',
  answer(async ({ request }) => {
    const body = (await actionBody(request, 'subscriptionRequest')) as unknown as SubscriptionRequest
    const country = plusCountryOf(body.country)
    const offer = plusOffersOf(country).find((candidate) => candidate.id === body.offerId)
    if (!offer) throw new BadRequest(`There is no plus offer "${body.offerId.slice(0, 40)}" in ${country}.`, 404, 'offerId', 'unknownOffer')
    if (isSoldOut(country, offer.id)) return soldOut()
    const tenures = tenuresOf(country)
    const tenure = tenureOptionsFor(offer.minimumTermMonths, tenures.tenureOptions).find((option) => option.id === body.tenureId)
    if (!tenure) throw new BadRequest(`The offer cannot be taken on the term "${body.tenureId}".`, 400, 'tenureId', 'tenureNotOffered')
    const mileage = tenures.mileagePackages.find((option) => option.id === body.mileageId)
    if (!mileage) throw new BadRequest(`There is no mileage package "${body.mileageId}".`, 400, 'mileageId', 'mileageNotOffered')
    if (!ISO_DATE.test(body.startDate)) throw new BadRequest('"startDate" must be yyyy-MM-dd.', 400, 'startDate', 'invalidDate')
    const dateProblem = startDateProblem(offer.availability, body.startDate, toUtcIsoDate(new Date()))
    if (dateProblem)
      throw new BadRequest(`"startDate" is outside the offer's availability (${dateProblem}).`, 400, 'startDate', dateProblem)
    const branch =
      body.handover === 'pickup' ? subscriptionBranchesOf(country).find((candidate) => candidate.id === body.branchId) : undefined
    if (body.handover === 'pickup' && (!branch || !offer.branchIds.includes(branch.id)))
      throw new BadRequest('"branchId" must be a branch the offer is picked up at.', 400, 'branchId', 'branchNotOffered')
    if (body.handover === 'delivery' && !body.address) throw new BadRequest('A delivery needs "address".', 400, 'address', 'required')
    const fields = driverProblems(body.driver, {
      minimumAge: offer.minimumDriverAge,
      startDate: body.startDate,
      ...(body.handover === 'delivery' && body.address ? { address: body.address } : {}),
    })
    if (Object.keys(fields).length > 0)
      return HttpResponse.json(
        { message: `Check the fields ${Object.keys(fields).join(', ')}.`, fields: prefixed(fields) },
        { status: 400 },
      )
    const registration = openRegistrationOf(body.driver.email)
    const price = subscriptionPrice(offer, {
      tenure,
      mileage,
      handover: body.handover,
      deliveryFee: tenures.deliveryFee,
      ...(registration ? { benefit: PLUS_CAMPAIGN } : {}),
    })
    const trim = (value: string) => value.trim()
    const kept = takeSubscription({
      country,
      offerId: offer.id,
      offerTitle: offer.title,
      tenure: { id: tenure.id, minimumMonths: tenure.minimumMonths, renewalDays: tenure.renewalDays },
      mileage: { id: mileage.id, kmPerMonth: mileage.kmPerMonth, milesPerMonth: mileage.milesPerMonth },
      handover: body.handover,
      ...(branch ? { branch } : {}),
      ...(body.handover === 'delivery' && body.address
        ? { address: { street: trim(body.address.street), postalCode: trim(body.address.postalCode), city: trim(body.address.city) } }
        : {}),
      startDate: body.startDate,
      driverName: `${trim(body.driver.firstName)} ${trim(body.driver.lastName)}`,
      email: trim(body.driver.email),
      price,
    })
    if (kept === 'soldOut') return soldOut()
    const accountLink = accountSubscriptionsLink(request)
    queueMail({
      kind: 'subscriptionConfirmation',
      to: kept.email,
      ...(body.locale ? { locale: body.locale } : {}),
      firstName: trim(body.driver.firstName),
      subscription: kept,
      ...(accountLink ? { accountLink } : {}),
    })
    return HttpResponse.json(kept, { status: 201 })
  }),
)

/** The driver's field problems under the body's names ("driver.email", "address.city"), as the form reads them. */
function prefixed(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, problem]) => [field.startsWith('address.') ? field : `driver.${field}`, problem]),
  )
}

/**
 * GET /v2/users/me/subscriptions: the plus subscriptions taken with the account's email (newest first), 401 without a
 * session; none before the email is verified (as the account's reservations, api/routes/users.ts).
 */
export const mySubscriptionsHandler = http.get(
  '*/v2/users/me/subscriptions',
  answer(({ request }) => {
    const user = currentUser(request)
    return HttpResponse.json(user.emailVerified ? subscriptionsForEmail(user.email) : [])
  }),
)
