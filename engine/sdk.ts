/**
 * The block SDK: the one engine module a block (blocks/<name>/) or a feature (features/<name>/) may
 * import. Everything here is browser-safe, because interactive blocks run in the browser.
 * The list is explicit on purpose: an engine module that is not named here is internal and may
 * change without notice; `npm run boundaries` fails on a block that reaches past this file.
 * Tests may also import engine/testing/.
 */

// Defining a block: the default export of blocks/<name>/block.ts.
export {
  defineBlock,
  enhancedBy,
  loadedBy,
  type BlockDefinition,
  type EnhancerPage,
  type Hydration,
  type IslandEnhancer,
} from './shared/defineBlock.ts'

// The page a block is on: market, language, formats, currency, links, API settings.
export { usePageEnv, type PageEnv } from './shared/PageEnv.tsx'

// Links: "page:<id>" (optionally "#hash") becomes the page's URL in this market; other URLs pass through.
export { useHref, resolveHref } from './shared/PageEnv.tsx'
// The page ids of pages/*.json as types (engine/shared/pageIds.gen.ts, `npm run gen`): a "page:" link in code names a page that exists.
export type { PageLinks, CheckedLink } from './shared/pageLink.ts'

// Ids for labels, hints and lists that match between the server's HTML and the island's hydration: not React's useId.
export { useElementId } from './shared/useElementId.tsx'

// State the islands of a page share (the booking search's branch and dates): plain-value atoms, one store per page.
export { atom, type Atom, type SetValue } from './shared/state/atomStore.ts'
export { useAtom, useAtomValue, useSetAtom, useHydrateAtoms } from './shared/state/atomHooks.tsx'

// Texts: every visible string is a translation key, resolved for the page's locale.
// One runtime on the server, in islands and in micro-apps (engine/shared/i18n/translate.ts); no i18next.
export { useTranslation } from './shared/i18n/useTranslation.tsx'
export type { TFunction, TOptions } from './shared/i18n/translate.ts'
export { enhancerTexts } from './shared/i18n/enhancerTexts.ts'
/** The namespace of the page's texts (bundles are i18next-shaped), for handing them on to a micro-app. */
export { I18N_NAMESPACE } from './shared/i18n/createI18n.ts'

// A site's web API (SPEC §7): the API settings a page carries and every call's outcome as a value. The client and its
// types are the site's own (features/web-api, and features/web-api-hooks for components).
export type { PageApiEnv } from './shared/api/ApiContext.ts'
export type { ApiContext, Result, ApiError, ApiErrorKind, CallOptions } from './dataSdk.ts'

// Theme tokens (engine/theme/tokens.ts): use these instead of literal colours, sizes and breakpoints.
export { breakpoints, mediaUp, mediaDown, color, shadow, space, radius, layer, font, duration, type Breakpoint } from './theme/tokens.ts'

// Shared UI pieces: the same primary action, container and card grid on every block.
export { ButtonLink } from './shared/ui/ButtonLink.tsx'
export { BackdropPicture, type PictureSource } from './shared/ui/BackdropPicture.tsx'
export { CardGrid } from './shared/ui/CardGrid.tsx'
export { Container } from './shared/ui/Container.tsx'
export { field, fieldError } from './shared/ui/formStyles.ts'
export { useFormFields } from './shared/ui/useFormFields.tsx'
export { imageUrl } from './shared/ui/imageUrl.ts'
export { srcSetOf, CARD_PICTURE_SIZES, SLIDE_PICTURE_SIZES } from './shared/ui/responsiveImage.ts'
export { CardPicture, type CardImage } from './shared/ui/CardPicture.tsx'
export { primaryActionStyles } from './shared/ui/primaryAction.ts'

// Formatting in the market's conventions (SPEC §3, §5): dates, times, numbers, prices, distances.
export {
  formatDate,
  formatNameDate,
  formatTime,
  formatIsoDate,
  formatClockTime,
  formatLocalDateTime,
  weekStartsOn,
} from './shared/format/formatDateTime.ts'
export { formatNumber, formatDistance } from './shared/format/formatNumber.ts'
export { formatPrice, visibleCurrencies, type PriceMarket } from './shared/format/formatPrice.ts'

/** The Intl locale of a market language ("de-CH"), for Intl formatters a block needs beyond these. */
export { intlLocaleOf } from './shared/format/intlLocale.ts'

// Build-time data loaders (blocks/<name>/data.ts) and route sources (sources/<name>.ts) import engine/dataSdk.ts instead:
// they run in plain Node before rendering, where this module's styled components cannot load.

// Rich text in the content markup (SPEC §3, §5; syntax in the README): rendered to HTML that needs no script.
export { RichText, type RichTextProps, type MarkupValues } from './markup/RichText.tsx'
export { faqEntriesOf, type FaqEntry } from './markup/faqEntries.ts'

// schema.org structured data (JSON-LD) for search engines: breadcrumbs, FAQ pages.
export { StructuredData } from './shared/ui/StructuredData.tsx'

// What blocks share with data loaders and route sources, listed once in the data SDK (engine/dataSdk.ts): page ids,
// calendar days and clock times, the markup parser.
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
  parseMarkup,
} from './dataSdk.ts'
export type {
  PageId,
  PageLink,
  PageLinkKey,
  GeneratedPageId,
  SinglePageId,
} from './dataSdk.ts'
