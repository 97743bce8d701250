import {
  accountReceiptCheck,
  addressTemplateListCheck,
  billboardCheck,
  businessSignUpCheck,
  campaignBenefitCheck,
  campaignListCheck,
  campaignRegistrationCheck,
  cancellationQuoteCheck,
  fleetLocationListCheck,
  fleetModelListCheck,
  helpArticleCheck,
  helpArticleListCheck,
  helpBookingTypeListCheck,
  helpCategoryListCheck,
  helpSearchResponseCheck,
  helpSectionListCheck,
  offersResponseCheck,
  paymentSessionCheck,
  rentalConfigurationCheck,
  reservationChangePreviewCheck,
  reservationCheck,
  reservationListCheck,
  reservationMailReceiptCheck,
  socialProviderListCheck,
  socialStartCheck,
  subscriptionBranchListCheck,
  subscriptionCampaignListCheck,
  subscriptionCheck,
  subscriptionCountryOffersCheck,
  subscriptionCountryOffersV11Check,
  subscriptionListCheck,
  subscriptionOfferListCheck,
  subscriptionReviewsCheck,
  userCheck,
} from './answerChecks.gen.ts'
import type { ApiContext, CallOptions, Result, Transport } from '../../engine/dataSdk.ts'
import type { BodyOf, ParametersOf } from './apiRequests.gen.ts'
import { createBranchCalls, type BranchCalls } from './branchCalls.ts'
import type { AnswerCheck } from './checkAnswer.ts'
import type { ENDPOINT_ANSWERS, Endpoint } from './endpointAnswers.ts'
import { HELP_CENTRE_PATHS, type HelpCentre } from './helpCentrePaths.ts'
import { createHelpFormCalls } from './helpFormCalls.ts'
import { requestJson } from './requestJson.ts'
import { createRideCalls, type RideCalls } from './rideCalls.ts'
import type {
  AddressTemplate,
  Billboard,
  Campaign,
  FleetLocation,
  FleetModel,
  HelpArticle,
  HelpBookingType,
  HelpCategory,
  HelpContactReceipt,
  HelpFeedbackReceipt,
  HelpSearchResponse,
  HelpSection,
  OffersResponse,
  PaymentSession,
  RentalConfiguration,
  SubscriptionBranch,
  SubscriptionCampaign,
  SubscriptionCountryOffers,
  SubscriptionCountryOffersV11,
  SubscriptionOffer,
  SubscriptionReviews,
  CampaignRegistration,
  CampaignBenefitAnswer,
  Subscription,
  Reservation,
  CancellationQuote,
  ReservationChangePreview,
  ReservationMailReceipt,
  AccountReceipt,
  BusinessSignUp,
  SocialProvider,
  SocialStart,
  User,
} from './types.ts'

export type { CallOptions, Transport } from '../../engine/dataSdk.ts'

type HelpCall =
  | 'HelpBookingTypes'
  | 'HelpCategories'
  | 'HelpSections'
  | 'HelpArticles'
  | 'HelpFeaturedArticles'
  | 'HelpArticle'
  | 'HelpSearch'
/**
 * The help-centre calls take the centre ("rent" or "ride") instead of the paths and booking type that the contract's
 * rent… and ride… operations spell out (the two take the same parameters).
 */
type HelpQuery<Call extends HelpCall> = { centre: HelpCentre } & Omit<ParametersOf<`rent${Call}`>, 'bookingTypeId'>

/**
 * The calls of SPEC §7 the site makes, each answering a Result. The parameters and bodies are the contract's
 * (schemas/api/openapi.json, generated into apiRequests.gen.ts by `npm run gen`); the branch calls are branchCalls.ts's.
 */
export interface ApiClient extends BranchCalls, RideCalls {
  /** A returnBranchId other than branchId asks for a one-way rental; driverAge leaves out categories the driver is too young for. */
  offers(query: ParametersOf<'offers'>, options?: CallOptions): Promise<Result<OffersResponse>>
  rentalConfiguration(query: ParametersOf<'rentalConfiguration'>, options?: CallOptions): Promise<Result<RentalConfiguration>>
  fleet(query: ParametersOf<'fleet'>, options?: CallOptions): Promise<Result<FleetModel[]>>
  fleetLocations(query: ParametersOf<'fleetLocations'>, options?: CallOptions): Promise<Result<FleetLocation[]>>
  addressTemplates(query: ParametersOf<'addressTemplates'>, options?: CallOptions): Promise<Result<AddressTemplate[]>>
  /** Pay now: the provider's session for the booking's price (docs/payments.md); the card goes to its frame, not here. */
  createPaymentSession(request: BodyOf<'createPaymentSession'>, options?: CallOptions): Promise<Result<PaymentSession>>
  createReservation(request: BodyOf<'createReservation'>, options?: CallOptions): Promise<Result<Reservation>>
  /** A reservation, for its driver: the number and the driver's last name must both match (404 otherwise). */
  reservation(query: ParametersOf<'reservation'>, options?: CallOptions): Promise<Result<Reservation>>
  /** Cancels a reservation for its driver; a cancelled one answers 409. */
  cancelReservation(
    request: ParametersOf<'cancelReservation'> & BodyOf<'cancelReservation'>,
    options?: CallOptions,
  ): Promise<Result<Reservation>>
  /** What cancelling costs now under the booked rate's terms (fee, refund, free until when); a cancelled one answers 409. */
  cancellationQuote(query: ParametersOf<'cancellationQuote'>, options?: CallOptions): Promise<Result<CancellationQuote>>
  /** The changed booking's price and the difference; changes nothing. A change the car cannot take: http 400/409 with `code`. */
  previewReservationChange(
    request: ParametersOf<'previewReservationChange'> & BodyOf<'previewReservationChange'>,
    options?: CallOptions,
  ): Promise<Result<ReservationChangePreview>>
  /** Applies a change (the number and rate stay), settles the difference and mails the updated confirmation. */
  changeReservation(
    request: ParametersOf<'changeReservation'> & BodyOf<'changeReservation'>,
    options?: CallOptions,
  ): Promise<Result<Reservation>>
  /** Mails the confirmation again to the driver's email as booked; at most 3 per booking and hour (http 429). */
  resendConfirmationMail(
    request: ParametersOf<'resendConfirmationMail'> & BodyOf<'resendConfirmationMail'>,
    options?: CallOptions,
  ): Promise<Result<ReservationMailReceipt>>
  campaigns(query: ParametersOf<'campaigns'>, options?: CallOptions): Promise<Result<Campaign[]>>
  billboard(query: ParametersOf<'billboard'>, options?: CallOptions): Promise<Result<Billboard>>
  /** The plus subscription (SPEC §7): `filters` is the URL form of features/plus/plusFilters.ts (serializeFilters). */
  subscriptionBranches(query: ParametersOf<'subscriptionBranches'>, options?: CallOptions): Promise<Result<SubscriptionBranch[]>>
  subscriptionOffers(
    query: Pick<ParametersOf<'subscriptionOffers'>, 'country'> & { filters?: Record<string, string> },
    options?: CallOptions,
  ): Promise<Result<SubscriptionOffer[]>>
  subscriptionCountryOffers(
    query: ParametersOf<'subscriptionCountryOffers'>,
    options?: CallOptions,
  ): Promise<Result<SubscriptionCountryOffers>>
  /** v1.1: the same with the tenure options. */
  subscriptionTenures(query: ParametersOf<'subscriptionTenures'>, options?: CallOptions): Promise<Result<SubscriptionCountryOffersV11>>
  subscriptionCampaigns(query: ParametersOf<'subscriptionCampaigns'>, options?: CallOptions): Promise<Result<SubscriptionCampaign[]>>
  /** Once per customer: a second registration with the same email is an http 409 error. */
  registerForCampaign(request: BodyOf<'registerForCampaign'>, options?: CallOptions): Promise<Result<CampaignRegistration>>
  subscriptionReviews(query: ParametersOf<'subscriptionReviews'>, options?: CallOptions): Promise<Result<SubscriptionReviews>>
  /** SPEC §4: the campaign benefit of the email a subscription is taken with (none: no `benefit`). */
  campaignBenefit(request: BodyOf<'campaignBenefit'>, options?: CallOptions): Promise<Result<CampaignBenefitAnswer>>
  /** Takes a plus subscription (issue 26); http 409 code "soldOut" when the offer's last vehicle went meanwhile. */
  createSubscription(request: BodyOf<'createSubscription'>, options?: CallOptions): Promise<Result<Subscription>>
  /** The plus subscriptions taken with the account's email; http 401 without a session. */
  mySubscriptions(options?: CallOptions): Promise<Result<Subscription[]>>
  /** The help centres (SPEC §7), each call with the country: "rent" or "ride". */
  helpBookingTypes(query: HelpQuery<'HelpBookingTypes'>, options?: CallOptions): Promise<Result<HelpBookingType[]>>
  helpCategories(query: HelpQuery<'HelpCategories'>, options?: CallOptions): Promise<Result<HelpCategory[]>>
  helpSections(query: HelpQuery<'HelpSections'>, options?: CallOptions): Promise<Result<HelpSection[]>>
  /** The articles of a section, with their bodies (content markup). */
  helpArticles(query: HelpQuery<'HelpArticles'>, options?: CallOptions): Promise<Result<HelpArticle[]>>
  helpFeaturedArticles(query: HelpQuery<'HelpFeaturedArticles'>, options?: CallOptions): Promise<Result<HelpArticle[]>>
  /** One article; an unknown id is an http 404 error. */
  helpArticle(query: HelpQuery<'HelpArticle'>, options?: CallOptions): Promise<Result<HelpArticle>>
  /** Ranked search; q must have 3 to 100 characters (HELP_SEARCH_MIN_LENGTH…MAX). */
  helpSearch(query: HelpQuery<'HelpSearch'>, options?: CallOptions): Promise<Result<HelpSearchResponse>>
  helpFeedback(request: BodyOf<'helpFeedback'>, options?: CallOptions): Promise<Result<HelpFeedbackReceipt>>
  helpContact(request: BodyOf<'helpContact'>, options?: CallOptions): Promise<Result<HelpContactReceipt>>
  /**
   * The account area (SPEC §2, §7). Sign-up answers "verificationSent" whether or not the email has an account (its owner
   * is mailed instead), so it cannot tell who is registered; it does not log in.
   */
  signUp(request: BodyOf<'signUp'>, options?: CallOptions): Promise<Result<AccountReceipt>>
  /** The token of the sign-up mail's link; answers the verified user. An unknown, used or expired token: http 400, code "invalidToken". */
  verifyEmail(request: BodyOf<'verifyEmail'>, options?: CallOptions): Promise<Result<User>>
  /**
   * The token of a password-reset mail's link and the new password; every session of the account ends. An unknown, used
   * or expired token: http 400, code "invalidToken"; a password breaking the rules: http 400 with `fields`.
   */
  setNewPassword(request: BodyOf<'setNewPassword'>, options?: CallOptions): Promise<Result<AccountReceipt>>
  /** Sets the session cookie; wrong credentials are http 401, too many failures http 429. */
  login(request: BodyOf<'login'>, options?: CallOptions): Promise<Result<User>>
  logout(options?: CallOptions): Promise<Result<AccountReceipt>>
  /** The logged-in account; http 401 without a session. */
  me(options?: CallOptions): Promise<Result<User>>
  /** The reservations booked with the account's email; http 401 without a session. */
  myReservations(options?: CallOptions): Promise<Result<Reservation[]>>
  requestPasswordReset(request: BodyOf<'requestPasswordReset'>, options?: CallOptions): Promise<Result<AccountReceipt>>
  /** The Profiles tab: name, phone and address saved; a value breaking the rules is http 400 with `fields`. */
  updateProfile(request: BodyOf<'updateProfile'>, options?: CallOptions): Promise<Result<User>>
  /** The BusinessHub tab: the programme's sign-up request, kept with a reference (asked again, the first one answers). */
  businessSignUp(request: BodyOf<'businessSignUp'>, options?: CallOptions): Promise<Result<BusinessSignUp>>
  /** The account's business sign-up request; http 404 when it has none. */
  myBusinessSignUp(options?: CallOptions): Promise<Result<BusinessSignUp>>
  /** Social login (docs/web-api.md): the providers offered, the provider's page to open, and the return's code handed on. */
  socialProviders(options?: CallOptions): Promise<Result<SocialProvider[]>>
  startSocialLogin(request: BodyOf<'startSocialLogin'>, options?: CallOptions): Promise<Result<SocialStart>>
  /** http 409 code "linkRequired": the email has an account (linkSocialLogin with its password); 400 codes stateMismatch, expiredCode… */
  finishSocialLogin(request: BodyOf<'finishSocialLogin'>, options?: CallOptions): Promise<Result<User>>
  linkSocialLogin(request: BodyOf<'linkSocialLogin'>, options?: CallOptions): Promise<Result<User>>
}

/** Creating a reservation may take longer than a lookup; the visitor waits for it with a busy button. */
const CREATE_TIMEOUT_MS = 15000

export function createApiClient(context: ApiContext, transport: Transport = {}): ApiClient {
  const get = <P extends Endpoint>(
    path: P,
    check: AnswerCheck<(typeof ENDPOINT_ANSWERS)[P]>,
    query: Record<string, string | number | boolean | undefined>,
    options: CallOptions = {},
    params?: Record<string, string>,
  ) => requestJson(context, { path, check, query, params, ...transport, ...options })
  // An action waits CREATE_TIMEOUT_MS unless the transport (the build's) or the call sets its own timeout.
  const actionTransport = { fetch: transport.fetch, timeoutMs: transport.timeoutMs ?? CREATE_TIMEOUT_MS }
  const post = <P extends Endpoint>(path: P, check: AnswerCheck<(typeof ENDPOINT_ANSWERS)[P]>, body: unknown, options: CallOptions = {}) =>
    requestJson(context, { method: 'POST', path, check, body, ...actionTransport, ...options })
  const help = (centre: HelpCentre) => HELP_CENTRE_PATHS[centre]
  return {
    ...createBranchCalls(context, transport),
    ...createRideCalls(context, transport),
    ...createHelpFormCalls(context, transport),
    offers: (query, options) => get('/v1/rentaloffers/offers', offersResponseCheck, query, options),
    rentalConfiguration: (query, options) => get('/v1/rentalconfigurations', rentalConfigurationCheck, query, options),
    fleet: (query, options) => get('/v1/apps/fleet/list', fleetModelListCheck, query, options),
    fleetLocations: (query, options) => get('/v1/apps/fleet/locations', fleetLocationListCheck, query, options),
    addressTemplates: (query, options) => get('/v1/config/addresstemplates', addressTemplateListCheck, query, options),
    createPaymentSession: (request, options) =>
      requestJson(context, {
        method: 'POST',
        path: '/v1/payments/sessions',
        check: paymentSessionCheck,
        body: request,
        ...actionTransport,
        ...options,
      }),
    createReservation: (request, options) =>
      requestJson(context, {
        method: 'POST',
        path: '/v1/rentalreservations/create',
        check: reservationCheck,
        body: request,
        ...actionTransport,
        ...options,
      }),
    reservation: ({ reservationNumber, lastName }, options) =>
      get('/v1/reservationactivities/reservation/{reservationNumber}', reservationCheck, { lastName }, options, { reservationNumber }),
    cancelReservation: ({ reservationNumber, lastName }, options) =>
      requestJson(context, {
        method: 'POST',
        path: '/v1/reservationactivities/reservation/{reservationNumber}/cancel',
        check: reservationCheck,
        params: { reservationNumber },
        body: { lastName },
        ...actionTransport,
        ...options,
      }),
    cancellationQuote: ({ reservationNumber, lastName }, options) =>
      get('/v1/reservationactivities/reservation/{reservationNumber}/cancellation', cancellationQuoteCheck, { lastName }, options, {
        reservationNumber,
      }),
    previewReservationChange: ({ reservationNumber, ...body }, options) =>
      requestJson(context, {
        method: 'POST',
        path: '/v1/reservationactivities/reservation/{reservationNumber}/change/preview',
        check: reservationChangePreviewCheck,
        params: { reservationNumber },
        body,
        ...actionTransport,
        ...options,
      }),
    changeReservation: ({ reservationNumber, ...body }, options) =>
      requestJson(context, {
        method: 'POST',
        path: '/v1/reservationactivities/reservation/{reservationNumber}/change',
        check: reservationCheck,
        params: { reservationNumber },
        body,
        ...actionTransport,
        ...options,
      }),
    resendConfirmationMail: ({ reservationNumber, ...body }, options) =>
      requestJson(context, {
        method: 'POST',
        path: '/v1/reservationactivities/reservation/{reservationNumber}/confirmation-mail',
        check: reservationMailReceiptCheck,
        params: { reservationNumber },
        body,
        ...actionTransport,
        ...options,
      }),
    campaigns: (query, options) => get('/v2/apps/campaign/', campaignListCheck, query, options),
    billboard: (query, options) =>
      get('/v2/apps/campaign', billboardCheck, { country: query.country, trucks: String(query.trucks) }, options),
    subscriptionBranches: (query, options) => get('/v2/apps/subscriptionbranches', subscriptionBranchListCheck, query, options),
    subscriptionOffers: ({ country, filters }, options) =>
      get('/v1/rentaloffers/subscriptionoffers', subscriptionOfferListCheck, { ...filters, country }, options),
    subscriptionCountryOffers: (query, options) =>
      get('/v1/subscription/subscriptions/offers/country', subscriptionCountryOffersCheck, query, options),
    subscriptionTenures: (query, options) =>
      get('/v1/subscription/v1.1/subscriptions/offers/country', subscriptionCountryOffersV11Check, query, options),
    subscriptionCampaigns: (query, options) => get('/v1/subscription/subscriptioncampaigns', subscriptionCampaignListCheck, query, options),
    registerForCampaign: (request, options) =>
      post('/v1/subscription/subscriptioncampaigns/registrations', campaignRegistrationCheck, request, options),
    subscriptionReviews: (query, options) => get('/v1/subscription/reviews', subscriptionReviewsCheck, query, options),
    campaignBenefit: (request, options) => post('/v1/subscription/subscriptioncampaigns/benefit', campaignBenefitCheck, request, options),
    createSubscription: (request, options) => post('/v1/subscription/subscriptions', subscriptionCheck, request, options),
    mySubscriptions: (options) => get('/v2/users/me/subscriptions', subscriptionListCheck, {}, options),
    helpBookingTypes: ({ centre, country }, options) => get(help(centre).bookingTypes, helpBookingTypeListCheck, { country }, options),
    helpCategories: ({ centre, country }, options) => get(help(centre).categories, helpCategoryListCheck, { country }, options),
    helpSections: ({ centre, country, categoryId }, options) =>
      get(help(centre).sections, helpSectionListCheck, { country }, options, { categoryId }),
    helpArticles: ({ centre, country, sectionId }, options) =>
      get(help(centre).articles, helpArticleListCheck, { country, sectionId }, options),
    helpFeaturedArticles: ({ centre, country }, options) => get(help(centre).featured, helpArticleListCheck, { country }, options),
    helpArticle: ({ centre, country, articleId }, options) =>
      get(help(centre).article, helpArticleCheck, { country }, options, { articleId }),
    helpSearch: ({ centre, country, q, limit }, options) =>
      get(help(centre).search, helpSearchResponseCheck, { bookingTypeId: centre, country, q, limit }, options),
    signUp: (request, options) => post('/v2/users', accountReceiptCheck, request, options),
    login: (request, options) => post('/v1/auth/login', userCheck, request, options),
    logout: (options) => post('/v1/auth/logout', accountReceiptCheck, {}, options),
    me: (options) => get('/v2/users/me', userCheck, {}, options),
    myReservations: (options) => get('/v2/users/me/reservations', reservationListCheck, {}, options),
    requestPasswordReset: (request, options) => post('/v2/users/me/password/reset', accountReceiptCheck, request, options),
    verifyEmail: (request, options) => post('/v2/users/verification', userCheck, request, options),
    setNewPassword: (request, options) => post('/v2/users/password', accountReceiptCheck, request, options),
    updateProfile: (request, options) => post('/v2/users/me/profile', userCheck, request, options),
    businessSignUp: (request, options) => post('/v2/business/signups', businessSignUpCheck, request, options),
    myBusinessSignUp: (options) => get('/v2/business/signups/me', businessSignUpCheck, {}, options),
    socialProviders: (options) => get('/v1/auth/social/providers', socialProviderListCheck, {}, options),
    startSocialLogin: (request, options) => post('/v1/auth/social/start', socialStartCheck, request, options),
    finishSocialLogin: (request, options) => post('/v1/auth/social/callback', userCheck, request, options),
    linkSocialLogin: (request, options) => post('/v1/auth/social/link', userCheck, request, options),
  }
}
