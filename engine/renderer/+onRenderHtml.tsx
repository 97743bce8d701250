import type { PageContextServer } from 'vike/types'
import { dangerouslySkipEscape } from 'vike/server'
import { renderAuthorErrorDocument, renderErrorDocument } from '../server/renderErrorDocument.tsx'
import { pageCssFilter } from '../server/pageCssFilter.ts'
import { renderPageHtml } from '../server/renderPageHtml.ts'
import { DocumentsInvalid } from '../server/siteState.ts'

// https://vike.dev/onRenderHtml; every page links only the CSS of its chrome and its blocks (pageCssFilter).
export function onRenderHtml(pageContext: PageContextServer) {
  if (pageContext.pageId?.endsWith('/_error')) {
    const error = pageContext.errorWhileRendering
    // Dev server only (a build validates first): an author's mistake, shown as one.
    if (error instanceof DocumentsInvalid) return { documentHtml: dangerouslySkipEscape(renderAuthorErrorDocument(error)), injectFilter: pageCssFilter([]) }
    if (error) console.error(error)
    return { documentHtml: dangerouslySkipEscape(renderErrorDocument(pageContext.is404 ? 404 : 500)), injectFilter: pageCssFilter([]) }
  }
  const page = renderPageHtml(pageContext.urlPathname)
  return { documentHtml: dangerouslySkipEscape(page.html), injectFilter: pageCssFilter(page.blockTypes) }
}
