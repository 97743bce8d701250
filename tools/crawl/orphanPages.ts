/**
 * Orphan pages (issue 27 §3): a page the sitemaps list that no other built page links to. A crawler that follows
 * links never finds it, and a visitor cannot reach it by clicking. Pure logic over text (sitemap XML and page HTML),
 * read with regular expressions rather than a DOM so that it stays fast over thousands of pages.
 */

/** The page paths (`/de-de/flotte/`) a sitemap lists in its `<url><loc>` entries; alternates (`xhtml:link`) are not pages of this file. */
export function sitemapPagePaths(xml: string): string[] {
  return [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(decodeEntities(loc)).pathname)
}

/** The sitemap files a sitemap index names, as paths (`/sitemaps/de-de.xml`). */
export function sitemapIndexFiles(xml: string): string[] {
  return [...xml.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(decodeEntities(loc)).pathname)
}

/**
 * The site paths a page's HTML links to: `<a href>` and `<area href>`, the links a visitor clicks and a crawler
 * follows. Resolved against the page's own URL, without query or fragment, kept only when on the site's origin.
 * Not counted: `<link rel="alternate|canonical">` (they name the same page in another language or form, nobody
 * clicks them), and forms (a GET form reaches its action only when someone types a query: the help search page is
 * reached by a plain link from the help centre, see docs/site-features.md).
 */
export function pageLinkPaths(html: string, pagePath: string, origin: string): Set<string> {
  const base = new URL(pagePath, origin)
  const paths = new Set<string>()
  for (const [, attributes] of html.matchAll(/<(?:a|area)\s([^>]*)>/gi)) {
    const href = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)
    if (!href) continue
    const value = decodeEntities((href[1] ?? href[2] ?? href[3]).trim())
    if (value === '' || value.startsWith('#') || /^(?:mailto|tel|javascript|data):/i.test(value)) continue
    let url: URL
    try {
      url = new URL(value, base)
    } catch {
      continue
    }
    if (url.origin === base.origin) paths.add(url.pathname)
  }
  return paths
}

/**
 * The listed pages no other page links to, sorted. `linksByPage` maps every built page's path to the paths it links
 * to; a page's link to itself does not count (a page cannot be reached through itself).
 */
export function orphanPages(listedPaths: Iterable<string>, linksByPage: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const linkedFromElsewhere = new Set<string>()
  for (const [page, links] of linksByPage) {
    for (const target of links) if (target !== page) linkedFromElsewhere.add(target)
  }
  return [...new Set(listedPaths)].filter((path) => !linkedFromElsewhere.has(path)).sort()
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x2F;/gi, '/')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
}

/**
 * The listed pages a crawler starting at `roots` (the site's front door, `/`) never reaches by following links,
 * sorted. Stricter than "no incoming link": pages that only link to each other (a help centre whose articles link
 * its sections, with no link into it) are unreachable too, which is how a crawler like linkinator counts them.
 */
export function unreachablePages(
  listedPaths: Iterable<string>,
  linksByPage: ReadonlyMap<string, ReadonlySet<string>>,
  roots: Iterable<string>,
): string[] {
  const reached = new Set<string>()
  const queue = [...roots].filter((root) => linksByPage.has(root))
  for (const root of queue) reached.add(root)
  while (queue.length > 0) {
    for (const target of linksByPage.get(queue.pop()!) ?? []) {
      if (reached.has(target) || !linksByPage.has(target)) continue
      reached.add(target)
      queue.push(target)
    }
  }
  return [...new Set(listedPaths)].filter((path) => !reached.has(path)).sort()
}
