/**
 * The one reader of "page:" links, the way documents link to a page of the site: "page:<id>" or
 * "page:<id>#<anchor>". Links resolve through a links map ("page:<id>" → URL) that the site index
 * builds for each market and language (engine/model/siteIndex.ts pageLinksFor).
 */
import type { GeneratedPageId, PageId, PageLink, PageLinkKey } from './pageIds.gen.ts'

export type { GeneratedPageId, PageId, PageLink, PageLinkKey } from './pageIds.gen.ts'

export const PAGE_LINK_PREFIX = 'page:'

/** A page document built as one page per market language (not generated from data): its link is "page:<id>". */
export type SinglePageId = Exclude<PageId, GeneratedPageId>

/**
 * A market language's links map: page link key → URL. Typed by the page ids of pages/*.json, so that code reading
 * `links['page:account']` names a page that exists (`npm run gen` writes the ids); the data stage fills it.
 */
export type PageLinks = { readonly [Key in PageLinkKey]?: string }

/**
 * The same map read by a key that comes from data (a document's link, an item key), which validation checks
 * instead of the compiler: `(links as LinksByKey)[key]`, a cast rather than a function, so the browser code stays as it is.
 */
export type LinksByKey = Readonly<Record<string, string | undefined>>

/**
 * A link as code passes it to the helpers below: a "page:" link literal must name a page of pages/ (a type error
 * otherwise); a value read from a document (`string`) passes, as validation checks those against the pages.
 */
export type CheckedLink<Url extends string> = Url extends `${typeof PAGE_LINK_PREFIX}${string}` ? PageLink : Url

export interface ParsedPageLink {
  pageId: string
  /** The key of the links map: "page:<id>", without the anchor. */
  key: string
  /** The anchor without "#", when there is one. */
  hash?: string
}

/** The key of a page in a links map: "page:start"; of a page generated from data, with its item key: "page:branch/de-muc-airport". */
export function pageLinkKey(pageId: string, itemKey?: string): string {
  return itemKey === undefined ? PAGE_LINK_PREFIX + pageId : `${PAGE_LINK_PREFIX}${pageId}/${itemKey}`
}

/** The parts of a page link; undefined for any other link (/path, https://…, mailto:…). */
export function parsePageLink(url: string): ParsedPageLink | undefined {
  if (!url.startsWith(PAGE_LINK_PREFIX)) return undefined
  const hashAt = url.indexOf('#')
  const pageId = url.slice(PAGE_LINK_PREFIX.length, hashAt === -1 ? undefined : hashAt)
  return { pageId, key: pageLinkKey(pageId), ...(hashAt === -1 ? {} : { hash: url.slice(hashAt + 1) }) }
}

/**
 * A link as the market sees it: a page link becomes the page's URL (with its anchor), or undefined
 * when the market does not build that page; any other link passes through unchanged.
 */
export function resolvePageLink<Url extends string>(url: CheckedLink<Url>, links: PageLinks): string | undefined {
  const link = parsePageLink(url)
  if (!link) return url
  const href = (links as LinksByKey)[link.key]
  if (href === undefined) return undefined
  return link.hash === undefined ? href : `${href}#${link.hash}`
}

/** Whether a route (or anything with a page id) is the page `pageId`: `isPage(route, 'start')`, checked against pages/. */
export function isPage(of: { pageId: string }, pageId: PageId): boolean {
  return of.pageId === pageId
}
