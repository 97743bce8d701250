/**
 * The one reader of "page:" links, the way documents link to a page of the site: "page:<id>" or
 * "page:<id>#<anchor>". Links resolve through a links map ("page:<id>" → URL) that the site index
 * builds for each market and language (engine/model/siteIndex.ts pageLinksFor).
 */
export const PAGE_LINK_PREFIX = 'page:'

export interface PageLink {
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
export function parsePageLink(url: string): PageLink | undefined {
  if (!url.startsWith(PAGE_LINK_PREFIX)) return undefined
  const hashAt = url.indexOf('#')
  const pageId = url.slice(PAGE_LINK_PREFIX.length, hashAt === -1 ? undefined : hashAt)
  return { pageId, key: pageLinkKey(pageId), ...(hashAt === -1 ? {} : { hash: url.slice(hashAt + 1) }) }
}

/**
 * A link as the market sees it: a page link becomes the page's URL (with its anchor), or undefined
 * when the market does not build that page; any other link passes through unchanged.
 */
export function resolvePageLink(url: string, links: Record<string, string>): string | undefined {
  const link = parsePageLink(url)
  if (!link) return url
  const href = links[link.key]
  if (href === undefined) return undefined
  return link.hash === undefined ? href : `${href}#${link.hash}`
}
