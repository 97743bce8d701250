import type { PageContextServer } from 'vike/types'
import { routeAt, type SiteIndex } from '../node/buildSiteIndex.ts'
import { createRenderModel } from '../server/createRenderModel.ts'
import { renderDocument } from '../server/renderDocument.tsx'
import { renderAuthorErrorDocument, renderErrorDocument } from '../server/renderErrorDocument.tsx'
import { renderMarketChooser } from '../server/renderMarketChooser.tsx'
import { notFoundRouteAt } from '../server/notFoundRoutes.ts'
import { pageCssFilter, renderedBlockTypes } from '../server/pageCssFilter.ts'
import { SERVER_ERROR_PATH } from '../server/serverErrorPage.ts'
import { blockDataOf, DocumentsInvalid, getSite } from '../server/siteState.ts'

// https://vike.dev/onRenderHtml; every page links only the CSS of its chrome and its blocks (pageCssFilter).
export function onRenderHtml(pageContext: PageContextServer) {
  const render = renderHtml(pageContext)
  return { documentHtml: render.documentHtml, injectFilter: pageCssFilter(render.blockTypes ?? []) }
}

function renderHtml(pageContext: PageContextServer): { documentHtml: ReturnType<typeof renderErrorDocument>; blockTypes?: string[] } {
  if (pageContext.pageId?.endsWith('/_error')) {
    const error = pageContext.errorWhileRendering
    // Dev server only (a build validates first): an author's mistake, shown as one.
    if (error instanceof DocumentsInvalid) return { documentHtml: renderAuthorErrorDocument(error) }
    if (error) console.error(error)
    return { documentHtml: renderErrorDocument(pageContext.is404 ? 404 : 500) }
  }
  // The static host's 500 page (tools/build.ts moves it to 500.html).
  if (pageContext.urlPathname.replace(/\/$/, '') === SERVER_ERROR_PATH) return { documentHtml: renderErrorDocument(500) }
  let site: SiteIndex
  try {
    site = getSite()
  } catch (error) {
    // Dev server only (a build validates first): the author's problems, titled as such; the terminal prints them too.
    if (error instanceof DocumentsInvalid) return { documentHtml: renderAuthorErrorDocument(error) }
    throw error
  }
  if (pageContext.urlPathname === '/') return { documentHtml: renderMarketChooser(site) }
  const route = routeAt(site, pageContext.urlPathname)
  if (!route) {
    // A market language's own 404 page (/de-de/404/): its language, its chrome, its links.
    const home = notFoundRouteAt(site, pageContext.urlPathname)
    if (home) {
      const model = createRenderModel(site, home)
      const notFoundModel = { ...model, title: `${model.i18n.t('errors.notFound.title')} | ${model.env.brandName}`, alternates: [], layout: site.project.layouts.get('default')!.data }
      return { documentHtml: renderDocument(site, notFoundModel, { notFound: true }).documentHtml, blockTypes: renderedBlockTypes(notFoundModel, { notFound: true }) }
    }
    return { documentHtml: renderErrorDocument(404) }
  }
  const model = createRenderModel(site, route, blockDataOf(route))
  return { documentHtml: renderDocument(site, model).documentHtml, blockTypes: renderedBlockTypes(model) }
}
