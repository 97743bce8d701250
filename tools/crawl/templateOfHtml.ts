import { routeAt, type SiteIndex } from '../../engine/model/siteIndex.ts'

/** The page document a page was built from, as renderDocument writes it on `<html data-page="…">`. */
const PAGE_MARKER = /<html\b[^>]*\sdata-page="([^"]+)"/

/**
 * The page template of a built HTML file (its path below dist/client, "/de-de/flotte/index.html"): the page document
 * it was built from (its id), or the engine's own page (market chooser, root and market error pages). The bench groups
 * its per-template figures by it and the HTML validity check takes one page of each, so a new page document or route
 * source is measured and checked without a list to update. `head`, the file's first bytes, tells generated pages
 * apart (help articles and help sections share their parent's path); without it they go by the longest parent path.
 */
export function templateOfHtml(htmlPath: string, site: SiteIndex | undefined, head?: string): string {
  if (htmlPath === '/index.html') return 'marketChooser'
  if (htmlPath === '/404.html') return '404'
  if (htmlPath === '/500.html') return '500'
  // A market language's 404 page is its folder's 404.html, the file static hosts serve (tools/prerender/pagesOfBuild.ts).
  if (/^\/[a-z]{2}-[a-z]{2}(-[a-z0-9]+)?\/404\.html$/.test(htmlPath)) return 'marketNotFound'
  if (/^\/[a-z]{2}-[a-z]{2}(-[a-z0-9]+)?\/500\/index\.html$/.test(htmlPath)) return 'marketServerError'
  const marked = head && PAGE_MARKER.exec(head)?.[1]
  if (marked) return marked
  const path = htmlPath.replace(/index\.html$/, '')
  const route = site && routeAt(site, path)
  if (route) return route.pageId
  // A page generated from data (the data stage is not run here): the page document whose path it extends.
  const generator = site?.generators
    .filter((template) => path.startsWith(template.path))
    .reduce<SiteIndex['generators'][number] | undefined>(
      (longest, template) => (longest && longest.path.length >= template.path.length ? longest : template),
      undefined,
    )
  return generator?.pageId ?? `other:${htmlPath}`
}
