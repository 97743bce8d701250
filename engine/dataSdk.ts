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
  type DataContext,
  type MarketSlugs,
  type PageItemOf,
  type RouteItem,
  type RouteItemData,
  type RouteItemSchemaName,
  type RouteSource,
} from './shared/data/defineBlockData.ts'
export type { DataApi } from './shared/data/dataApi.ts'

// The page ids of pages/*.json as types (engine/shared/pageIds.gen.ts, `npm run gen`): a "page:" link in code names a page that exists.
export type { PageId, PageLink, PageLinkKey, GeneratedPageId, SinglePageId } from './shared/pageLink.ts'

// A site's web API: the request context every call carries, how the build sends calls, and each call's outcome as a
// value. The API itself is the site's (features/web-api): it types `context.api` by merging into SiteEngine.DataApi.
export type { DataApiOf } from './shared/data/dataApi.ts'
export type { ApiContext } from './shared/api/ApiContext.ts'
export type { CallOptions, Transport } from './shared/api/callOptions.ts'
export { ok, fail, type Result, type ApiError, type ApiErrorKind } from './shared/api/result.ts'

// Small pieces of HTML made outside React (every value escaped).
export { markup, EscapedMarkup } from './shared/escapedMarkup.ts'

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
  parseLocalDateTime,
} from './shared/isoDate.ts'

// An author's mistake (a block placed where it cannot work) as a message saying what to change.
export { assertUsage } from './shared/assert.ts'
