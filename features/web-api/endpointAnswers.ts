/**
 * What each endpoint of SPEC §7 answers: the name of an answer schema in schemas/api/ ("branch"), or
 * that name with "List" for an array of it. `npm run gen` generates one validator per value, and the
 * client (and the build's data stage) check every answer of a path with its validator. A path may hold
 * parameters in braces ("{articleId}"); the client fills them in (requestJson's `params`).
 */
export const ENDPOINT_ANSWERS = {
  '/v1/branch/next/stations': 'branchList',
  '/v1/branch/next/stations/geosuggest': 'branchList',
  '/v1/apps/geoip': 'geoIp',
  '/v1/rentaloffers/offers': 'offersResponse',
  '/v1/rentalconfigurations': 'rentalConfiguration',
  '/v1/apps/fleet/list': 'fleetModelList',
  '/v1/apps/fleet/locations': 'fleetLocationList',
  '/v1/locations': 'locationList',
  '/v1/config/addresstemplates': 'addressTemplateList',
  '/v1/rentalreservations/create': 'reservation',
  '/v1/reservationactivities/reservation/{reservationNumber}': 'reservation',
  '/v1/reservationactivities/reservation/{reservationNumber}/cancel': 'reservation',
  '/v2/apps/campaign/': 'campaignList',
  '/v2/apps/campaign': 'billboard',
  // The plus subscription (SPEC §3, §4, §7): every call with ?country=.
  '/v2/apps/subscriptionbranches': 'subscriptionBranchList',
  '/v1/rentaloffers/subscriptionoffers': 'subscriptionOfferList',
  '/v1/subscription/subscriptions/offers/country': 'subscriptionCountryOffers',
  '/v1/subscription/v1.1/subscriptions/offers/country': 'subscriptionCountryOffersV11',
  '/v1/subscription/subscriptioncampaigns': 'subscriptionCampaignList',
  '/v1/subscription/subscriptioncampaigns/registrations': 'campaignRegistration',
  '/v1/subscription/reviews': 'subscriptionReviews',
  // The rent help centre (every call with ?country=) and the ride help centre in the same shapes.
  '/v1/knowledge-article/booking-type': 'helpBookingTypeList',
  '/v1/knowledge-article/booking-type/rent/categories': 'helpCategoryList',
  '/v1/knowledge-article/booking-type/RENT/categories/{categoryId}/category-sections': 'helpSectionList',
  '/v1/knowledge-article/booking-type/rent/articles': 'helpArticleList',
  '/v1/knowledge-article/booking-type/rent/featured-articles': 'helpArticleList',
  '/v1/knowledge-article/booking-type/rent/articles/{articleId}': 'helpArticle',
  '/v1/knowledge-article/search': 'helpSearchResponse',
  '/v1/ride-help-centre/booking-type': 'helpBookingTypeList',
  '/v1/ride-help-centre/booking-type/ride/categories': 'helpCategoryList',
  '/v1/ride-help-centre/booking-type/RIDE/categories/{categoryId}/category-sections': 'helpSectionList',
  '/v1/ride-help-centre/booking-type/ride/articles': 'helpArticleList',
  '/v1/ride-help-centre/booking-type/ride/featured-articles': 'helpArticleList',
  '/v1/ride-help-centre/booking-type/ride/articles/{articleId}': 'helpArticle',
  '/v1/ride-help-centre/search': 'helpSearchResponse',
  '/v1/knowledge-article/feedback': 'helpFeedbackReceipt',
  '/v1/knowledge-article/contact': 'helpContactReceipt',
  // The account area (SPEC §2, §7): actions and reads of the logged-in account carry the session cookie.
  '/v2/users': 'accountReceipt',
  '/v2/users/verification': 'user',
  '/v2/users/password': 'accountReceipt',
  '/v1/auth/login': 'user',
  '/v1/auth/logout': 'accountReceipt',
  '/v2/users/me': 'user',
  '/v2/users/me/password/reset': 'accountReceipt',
  '/v2/users/me/reservations': 'reservationList',
} as const

export type Endpoint = keyof typeof ENDPOINT_ANSWERS
export type AnswerId = (typeof ENDPOINT_ANSWERS)[Endpoint]
