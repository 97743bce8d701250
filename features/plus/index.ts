/**
 * The plus (subscription) feature's public entry (SPEC §7): the offer filters, how an offer matches them, the
 * price per tenure and the campaign e-mail check, shared by the plus blocks, the reference API and the fake API
 * client. Code outside features/plus/ imports this file only (`npm run boundaries`, rule feature-through-its-entry);
 * plain logic, no React.
 */

// The campaign sign-up form.
export { campaignEmailProblem, EMAIL_MAX_LENGTH } from './campaignEmail.ts'

// The offer filters and their URL form (?engine=…&budget=…).
export {
  hasFilters,
  minimumBudget,
  parseBudget,
  parseFilters,
  serializeFilters,
  AVAILABILITIES,
  BODY_TYPES,
  DRIVER_AGES,
  ENGINES,
  FILTER_PARAMS,
  MAX_FILTER_BRANCHES,
  type FilterName,
  type PlusFilters,
} from './plusFilters.ts'

// Which offers match the filters (the reference API and the fake client filter as the real API does).
export { engineOf, filterOffers, matchesFilters } from './matchOffer.ts'

// An offer's monthly price for each tenure.
export { tenureOptionsFor, tenurePrice } from './tenurePrice.ts'

// The subscription journey (issue 26): the price with every fee, the dates an offer allows, the driver's details.
export {
  subscriptionPrice,
  type CampaignBenefit,
  type Handover,
  type MileagePackage,
  type SubscriptionChoice,
  type SubscriptionPrice,
} from './subscriptionPrice.ts'
export { availabilityWindow, startDateProblem, HELD_FOR_DAYS } from './availabilityWindow.ts'
export {
  ageOn,
  driverProblems,
  NAME_MAX_LENGTH,
  type DeliveryAddress,
  type DriverProblem,
  type DriverProblems,
  type SubscriptionDriver,
} from './subscriptionDriver.ts'

// What a subscription is, row by row, for the journey's confirmation and the account's tab.
export { subscriptionFactRows, type SubscriptionFactFormats } from './subscriptionFactRows.ts'
