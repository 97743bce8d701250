/**
 * The app SDK: the one engine module a micro-app (apps/<name>/) may import. A micro-app is a React app
 * of its own, built by apps/buildWebApps.ts and mounted in a page (SPEC §7), so it needs a little more
 * than a block: its own API client and texts, the funnel's price rules, the account types.
 * Everything here is browser-safe. The list is explicit on purpose, like engine/sdk.ts: an engine module
 * not named here is internal, and `npm run boundaries` fails on an app that reaches past this file
 * (rule app-uses-app-sdk-only). A name the block SDK already exports is re-exported from there, so each
 * name has one export list. Apps may also import features/ (shared logic), as blocks do.
 */

// Texts through the site's one translation runtime: the app's texts from the context, their provider and hook.
export { TextsProvider } from './shared/i18n/useTranslation.tsx'
export { useTranslation } from './sdk.ts'
// The one form state of blocks and apps (SPEC §5: errors at the field).
export { useFormFields } from './sdk.ts'
export { srcSetOf, CardPicture } from './sdk.ts'

// Shared with blocks (engine/sdk.ts).
export type { ApiError, Result, TFunction } from './sdk.ts'
export { formatClockTime, formatDistance, formatIsoDate, formatLocalDateTime, formatNumber, formatPrice } from './sdk.ts'
export { addIsoDays, clockOf, compareIsoDates, isIsoDate, parseClock, todayIso } from './sdk.ts'

// An app's texts, made from the context the page hands it (MicroAppContext); its web API client is the site's
// (features/web-api).
export { createI18n } from './shared/i18n/createI18n.ts'
// Amounts and distances the texts name ({{firstRideDiscount}}, {{electricRange}}), formatted for the market.
export { marketTextValues } from './shared/i18n/marketTextValues.ts'
// Loading a call's answer with a retry (phoenix, mysixt).
export { useLoad, type Load } from './shared/api/useLoad.ts'
// The logged-in hint the header reads before its first paint (a login sets it, a logout clears it).
export { hasAccountHint } from './shared/runtime/accountHint.ts'
export { clearAccountHint, setAccountHint } from './shared/runtime/writeAccountHint.ts'
