/**
 * The SDK of build-time data and plain logic: what a block's loader (blocks/<name>/data.ts), a route
 * source (sources/<name>.ts) and a feature's pure logic (used by the reference API too) may import from
 * the engine. They run in plain Node as well, so this entry carries no React and no styles
 * (engine/sdk.ts is for components).
 */

// Declaring a loader or a route source.
export {
  defineBlockData,
  defineRouteSource,
  type BlockData,
  type DataApi,
  type DataContext,
  type MarketSlugs,
  type PageItemOf,
  type RouteItem,
  type RouteItemData,
  type RouteItemSchemaName,
  type RouteSource,
} from './shared/data/defineBlockData.ts'

// The page ids of pages/*.json as types (engine/shared/pageIds.gen.ts, `npm run gen`): a "page:" link in code names a page that exists.
export type { PageId, PageLink, PageLinkKey, GeneratedPageId, SinglePageId } from './shared/pageLink.ts'

// The answers of the web API, typed.
export type {
  Branch,
  Clock,
  OpeningHours,
  OpeningInterval,
  FleetModel,
  Money,
  VehicleCategory,
  HelpArticle,
  HelpCategory,
  HelpSection,
} from './shared/api/types.ts'
export type {
  SubscriptionOffer,
  SubscriptionBranch,
  SubscriptionCountryOffersV11,
  SubscriptionCampaign,
  SubscriptionReviews,
  TenureOption,
  Billboard,
} from './shared/api/types.ts'
export type { HelpCentre } from './shared/api/helpCentrePaths.ts'
export { HELP_SEARCH_MIN_LENGTH, HELP_SEARCH_MAX_LENGTH } from './shared/api/helpCentrePaths.ts'
export type { HelpSearchResponse } from './shared/api/types.ts'
export type { ApiContext } from './shared/api/ApiContext.ts'

// Small pieces of HTML made outside React (every value escaped).
export { markup, EscapedMarkup } from './shared/escapedMarkup.ts'

// The vehicle categories of SPEC §2, in the API's spelling ("station-wagon").
export { VEHICLE_CATEGORIES } from './shared/api/vehicleCategories.gen.ts'

// Content markup read before rendering: a route source checks the texts it publishes.
export { parseMarkup } from './markup/parseMarkup.ts'

// Calendar days "yyyy-MM-dd" and clock times "HH:mm".
export {
  todayIso,
  addIsoDays,
  compareIsoDates,
  isIsoDate,
  parseIsoDate,
  toIsoDate,
  weekdayIndex,
  clockValue,
  clockOf,
  parseClock,
} from './shared/isoDate.ts'

// An author's mistake (a block placed where it cannot work) as a message saying what to change.
export { assertUsage } from './shared/assert.ts'
