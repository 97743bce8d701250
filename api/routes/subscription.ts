import { http, HttpResponse } from 'msw'
import { campaignEmailProblem, matchesFilters, FILTER_PARAMS, parseFilters, type FilterName } from '../../features/plus/index.ts'
import { toUtcIsoDate } from '../../engine/shared/isoDate.ts'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { actionBody } from '../http/actionBody.ts'
import { stringField } from '../http/params.ts'
import { openRegistrationOf, registerForCampaign } from '../model/campaignRegistrations.ts'
import { countryOffersOf, inDays, reviewsAnswer, runningCampaigns, tenuresOf } from '../model/plusAnswers.ts'
import { plusOffersOf, subscriptionBranchesOf } from '../model/plusOffers.ts'
import { isSoldOut } from '../model/plusSubscriptions.ts'
import { PLUS_CAMPAIGN } from '../seed/plus.ts'
import { plusCountry } from '../model/plusCountry.ts'
import { createSubscriptionHandler, mySubscriptionsHandler } from './subscriptionCreate.ts'

/**
 * GET …/subscriptionoffers?country=DE&engine=electric&budget=600…: the filters of features/plus/plusFilters.ts,
 * in their URL form; a value that is not offered answers 400 naming the parameter (the site never sends one).
 */
function filteredOffers(url: URL) {
  const country = plusCountry(url)
  const offers = plusOffersOf(country)
  const { filters, rejected } = parseFilters(url.searchParams, { branchIds: subscriptionBranchesOf(country).map((branch) => branch.id) })
  if (rejected.length > 0)
    throw new BadRequest(
      `Query parameter "${FILTER_PARAMS[rejected[0] as FilterName]}" has a value that is not offered: "${String(url.searchParams.get(FILTER_PARAMS[rejected[0]])).slice(0, 40)}".`,
    )
  // Sold out is as of this answer: the journey shows it at once, and a subscription sent later is refused (409 soldOut).
  return offers
    .filter((offer) => matchesFilters(offer, filters))
    .map((offer) => (isSoldOut(country, offer.id) ? { ...offer, soldOut: true } : offer))
}

/**
 * The plus subscription (SPEC §7): branches, offers (filtered), the country's terms (v1) and tenure
 * options (v1.1), campaigns and registering for one, and reviews. Every call needs ?country= of a plus country.
 */
export const subscriptionHandlers = [
  http.get(
    '*/v2/apps/subscriptionbranches',
    answer(({ request }) => HttpResponse.json(subscriptionBranchesOf(plusCountry(new URL(request.url))))),
  ),
  http.get(
    '*/v1/rentaloffers/subscriptionoffers',
    answer(({ request }) => HttpResponse.json(filteredOffers(new URL(request.url)))),
  ),
  http.get(
    '*/v1/subscription/subscriptions/offers/country',
    answer(({ request }) => HttpResponse.json(countryOffersOf(plusCountry(new URL(request.url))))),
  ),
  http.get(
    '*/v1/subscription/v1.1/subscriptions/offers/country',
    answer(({ request }) => HttpResponse.json(tenuresOf(plusCountry(new URL(request.url))))),
  ),
  http.get(
    '*/v1/subscription/subscriptioncampaigns',
    answer(({ request }) => {
      plusCountry(new URL(request.url))
      return HttpResponse.json(runningCampaigns())
    }),
  ),
  http.post(
    '*/v1/subscription/subscriptioncampaigns/registrations',
    answer(async ({ request }) => {
      const body = await actionBody(request, 'campaignRegistrationRequest')
      const campaignId = stringField(body, 'campaignId')
      const email = typeof body.email === 'string' ? body.email : ''
      const url = new URL(request.url)
      url.searchParams.set('country', typeof body.country === 'string' ? body.country : '')
      plusCountry(url)
      if (campaignId !== PLUS_CAMPAIGN.id)
        return HttpResponse.json({ message: `There is no running campaign "${campaignId.slice(0, 40)}".` }, { status: 404 })
      const problem = campaignEmailProblem(email)
      if (problem) throw new BadRequest(problem === 'required' ? '"email" is required.' : '"email" is not a valid email address.')
      const registration = registerForCampaign(email)
      if (registration === 'taken')
        return HttpResponse.json(
          { message: 'This email already has a valid subscription or an open registration request.' },
          { status: 409 },
        )
      const { registrationId } = registration
      return HttpResponse.json({ registrationId, campaignId, expiresOn: inDays(PLUS_CAMPAIGN.gracePeriodDays) }, { status: 201 })
    }),
  ),
  // SPEC §4: the benefit of a registered email shows in the journey's step 'Subscription Details' until the grace period ends.
  http.post(
    '*/v1/subscription/subscriptioncampaigns/benefit',
    answer(async ({ request }) => {
      const body = await actionBody(request, 'campaignBenefitRequest')
      const url = new URL(request.url)
      url.searchParams.set('country', String(body.country))
      plusCountry(url)
      const registration = openRegistrationOf(String(body.email))
      if (!registration) return HttpResponse.json({})
      return HttpResponse.json({
        benefit: {
          campaignId: PLUS_CAMPAIGN.id,
          discountPercent: PLUS_CAMPAIGN.discountPercent,
          discountedMonths: PLUS_CAMPAIGN.discountedMonths,
          expiresOn: toUtcIsoDate(new Date(registration.expiresAt)),
        },
      })
    }),
  ),
  createSubscriptionHandler,
  mySubscriptionsHandler,
  http.get(
    '*/v1/subscription/reviews',
    answer(({ request }) => {
      plusCountry(new URL(request.url))
      return HttpResponse.json(reviewsAnswer(request.headers.get('accept-language')))
    }),
  ),
]
