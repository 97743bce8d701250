import type { MarketDocument } from '../types/market.gen.ts'
import type { RouteItemData, RouteItemSchemaName } from './routeItemData.ts'
import type { DataApi } from './dataApi.ts'

export type { RouteItemData, RouteItemSchemaName }

/** One page generated from data: a help article, a branch, an offer. */
export interface RouteItem<Data = unknown> {
  /** Stable across markets and languages: pages with the same key are each other's hreflang alternates. */
  key: string
  /** Appended to the page's slug ("mietwagen" + "muc-airport"); lowercase words joined by dashes, "/" between levels. */
  slug: string
  /** The page title (already in the page's language, not a translation key). */
  title: string
  description?: string
  /** What the page's blocks receive as `context.item.data`; plain JSON that the source's item schema (sources/<name>.item.schema.json) describes. */
  data?: Data
}

/** The item of a page generated from a source whose items follow one of the item schemas `Schema`. */
export type PageItemOf<Schema extends RouteItemSchemaName> = {
  [Name in Schema]: RouteItem<RouteItemData[Name]> & { data: RouteItemData[Name] }
}[Schema]

/** Where a loader or route source runs: one market and language of the build. */
/** A market's "slugs" (schemas/market.schema.json). */
export type MarketSlugs = NonNullable<MarketDocument['slugs']>

export interface DataContext {
  market: string
  /** Lowercase two-letter country, such as "de". */
  country: string
  language: string
  /** Such as "de-DE". */
  locale: string
  api: DataApi
  /** The market's default currency (ISO 4217), for calls that answer prices. */
  currency: string
  /** The market's URL slugs after inheritance (market "slugs": fleet, fleetCategories, truck…): route sources name their pages with them. */
  slugs: MarketSlugs
  /** The text of a translation key in the page's language, along the market's fallbacks (titles of generated pages). */
  text: (key: string) => string
  /** On a generated page: the item the page was generated from. */
  item?: RouteItem
}

/**
 * What a block needs before it renders (blocks/<name>/data.ts, build time only, never in the browser):
 * the data stage runs `load` once per page that places the block; the component receives the result as `data`.
 */
// biome-ignore lint/suspicious/noExplicitAny: the loaders of every block share one map; `load` takes each block's own props, which `unknown` would not accept
export interface BlockData<Props = any, Data = unknown, Schema extends RouteItemSchemaName = never> {
  /**
   * The item schemas (sources/<name>.item.schema.json) whose items this loader reads from its page, such as
   * ["help-articles"]: the block then belongs only on pages generated from a source with one of them (ride-help-articles
   * follows help-articles' schema), `npm run validate` reports it anywhere else, and `context.item` is typed by them.
   * Written as a literal list: validation reads it from this file's text (engine/node/validate/blockPageItems.ts).
   */
  pageItem?: readonly Schema[]
  load(props: Props, context: [Schema] extends [never] ? DataContext : DataContext & { item: PageItemOf<Schema> }): Promise<Data>
}

export function defineBlockData<Props, Data, Schema extends RouteItemSchemaName = never>(
  definition: BlockData<Props, Data, Schema>,
): BlockData<Props, Data, Schema> {
  return definition
}

/** Pages from data (sources/<name>.ts): a page document with "generate": { "from": "<name>" } gets one page per item. */
export interface RouteSource<Data = unknown> {
  load(context: Omit<DataContext, 'item'>): Promise<RouteItem<Data>[]>
  /**
   * The repository files the items' content comes from, for the sitemap's `<lastmod>` (a path ending in "-" or "/"
   * names every file it starts): the page documents, market and bundle count already. Sources whose data lives
   * outside the repository leave it out, and their pages date from their documents.
   */
  contentFiles?(context: Omit<DataContext, 'item'>): string[]
}

/** `defineRouteSource<HelpArticlePage>(…)`: the items' data typed by the source's generated item type (sources/<name>.item.gen.ts). */
export function defineRouteSource<Data = unknown>(definition: RouteSource<Data>): RouteSource<Data> {
  return definition
}
