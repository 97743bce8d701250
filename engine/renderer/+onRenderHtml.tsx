import type { PageContextServer } from 'vike/types'
import { dangerouslySkipEscape } from 'vike/server'
import { renderAuthorErrorDocument, renderErrorDocument } from '../server/renderErrorDocument.tsx'
import { renderPageHtml } from '../server/renderPageHtml.ts'
import { DocumentsInvalid } from '../server/siteState.ts'

// https://vike.dev/onRenderHtml: the dev server's pages, with every module's stylesheet as Vite serves them. A build
// renders without Vike (tools/prerender/writePages.ts) and links only a page's own, bundled (engine/node/finishPages.ts).
export function onRenderHtml(pageContext: PageContextServer) {
  if (pageContext.pageId?.endsWith('/_error')) {
    const error = pageContext.errorWhileRendering
    // An author's mistake (the documents do not validate), shown as one.
    if (error instanceof DocumentsInvalid) return dangerouslySkipEscape(renderAuthorErrorDocument(error))
    if (error) console.error(error)
    return dangerouslySkipEscape(renderErrorDocument(pageContext.is404 ? 404 : 500))
  }
  return dangerouslySkipEscape(renderPageHtml(pageContext.urlPathname).html)
}
