import { allBranches } from '../../api/model/branches.ts'
import { helpContent } from '../../api/model/helpContent.ts'
import { searchHelp } from '../../api/model/helpSearch.ts'
import { searchBranches } from '../../api/model/searchBranches.ts'
import { countryOffersOf, reviewsAnswer, runningCampaigns, tenuresOf } from '../../api/model/plusAnswers.ts'
import { plusOffersOf, subscriptionBranchesOf } from '../../api/model/plusOffers.ts'
import { filterOffers, parseFilters } from '../../features/plus/index.ts'
import { fleetModel } from '../../api/routes/offers.ts'
import { FLEET } from '../../api/seed/fleet.ts'
import type { ApiClient } from '../../features/web-api/index.ts'
import { fail, ok } from '../../engine/dataSdk.ts'

/**
 * An ApiClient answering branch lookups and the fleet list from the reference API's seed, without HTTP: component tests
 * in jsdom cannot hand jsdom's AbortSignal to Node's fetch. Help-centre and plus reads answer in `locale`.
 * Other calls fail with a network error.
 */
export function fakeApiClient(locale = 'en-US'): ApiClient {
  const unavailable = async () => fail({ kind: 'network', path: '', message: 'not answered by fakeApiClient' })
  const help = (centre: 'rent' | 'ride', country: string) => helpContent(centre, locale, country.toUpperCase())
  return {
    stations: async ({ country }) =>
      ok(
        allBranches()
          .filter((entry) => entry.market.country === country)
          .map((entry) => entry.branch),
      ),
    station: async ({ id }) => {
      const found = allBranches().find((entry) => entry.branch.id === id)
      return found ? ok(found.branch) : fail({ kind: 'http', path: '/v1/branch/next/stations', status: 400, message: 'no such branch' })
    },
    geosuggest: async ({ query, country }) => ok(searchBranches(allBranches(), query, country)),
    geoip: unavailable,
    offers: unavailable,
    rentalConfiguration: unavailable,
    fleet: async ({ currency, category }) =>
      ok(FLEET.filter((model) => !category || model.category === category).map((model) => fleetModel(model, currency))),
    fleetLocations: unavailable,
    locations: unavailable,
    addressTemplates: unavailable,
    createReservation: unavailable,
    reservation: unavailable,
    cancelReservation: unavailable,
    campaigns: unavailable,
    billboard: unavailable,
    subscriptionBranches: async ({ country }) => ok(subscriptionBranchesOf(country)),
    subscriptionOffers: async ({ country, filters = {} }) =>
      ok(filterOffers(plusOffersOf(country), parseFilters(new URLSearchParams(filters)).filters)),
    subscriptionCountryOffers: async ({ country }) => ok(countryOffersOf(country)),
    subscriptionTenures: async ({ country }) => ok(tenuresOf(country)),
    subscriptionCampaigns: async () => ok(runningCampaigns()),
    registerForCampaign: unavailable,
    subscriptionReviews: async () => ok(reviewsAnswer(locale)),
    helpBookingTypes: async ({ centre, country }) => ok([{ id: centre, title: help(centre, country).title }]),
    helpCategories: async ({ centre, country }) => ok(help(centre, country).categories),
    helpSections: async ({ centre, country, categoryId }) =>
      ok(help(centre, country).sections.filter((section) => section.categoryId === categoryId)),
    helpArticles: async ({ centre, country, sectionId }) =>
      ok(help(centre, country).articles.filter((article) => article.sectionId === sectionId)),
    helpFeaturedArticles: async ({ centre, country }) => {
      const content = help(centre, country)
      return ok(content.featured.map((id) => content.articles.find((article) => article.id === id)!))
    },
    helpArticle: async ({ centre, country, articleId }) => {
      const found = help(centre, country).articles.find((article) => article.id === articleId)
      return found ? ok(found) : fail({ kind: 'http', path: '', status: 404, message: `There is no help article "${articleId}".` })
    },
    helpSearch: async ({ centre, country, q, limit }) => ok({ query: q, ...searchHelp(help(centre, country), q, limit ?? 10) }),
    helpFeedback: unavailable,
    helpContact: unavailable,
    signUp: unavailable,
    verifyEmail: unavailable,
    setNewPassword: unavailable,
    login: unavailable,
    logout: unavailable,
    me: unavailable,
    myReservations: unavailable,
    requestPasswordReset: unavailable,
  }
}
