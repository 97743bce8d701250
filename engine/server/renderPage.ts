// First: the chrome's stylesheets are linked in the order the renderer imports their modules (tools/vite/pageCssPlugin.ts).
import { renderAuthorErrorDocument, renderErrorDocument } from './renderErrorDocument.tsx'
import { routeAt } from '../model/siteIndex.ts'
import type { PageScript, RenderedIsland, RenderedPage } from '../model/renderedPage.ts'
import { createRenderModel } from './createRenderModel.ts'
import { notFoundRouteAt } from './notFoundRoutes.ts'
import { DocumentsInvalid, type PreparedSite } from './preparedSite.ts'
import { renderDocument, type RenderOptions } from './renderDocument.tsx'
import { renderedBlockTypes } from './renderedBlockTypes.ts'
import { composePageTitle } from './composePageTitle.ts'
import { renderMarketChooser } from './renderMarketChooser.tsx'
import { isMarketServerErrorPath, SERVER_ERROR_PATH } from './serverErrorPage.ts'

const standalone = (html: string, status: RenderedPage['status'] = 200): RenderedPage => ({
  status,
  html,
  blockTypes: [],
  islands: [],
  script: 'none',
})

/**
 * The site's own 500 page (500.html of a build, for failed requests outside any market prefix), and the 404 page
 * where no site could be prepared: in en-US, without chrome or script.
 */
export function renderStatusPage(status: 404 | 500): RenderedPage {
  return standalone(renderErrorDocument(status), status)
}

/**
 * The page at this path, rendered from the prepared site alone: a market page, a market language's 404 page, the
 * market chooser, or the 404 or 500 page; with problems instead of a site (dev server only), the author's problems.
 */
export function renderPage(prepared: PreparedSite, urlPathname: string, options: RenderOptions = {}): RenderedPage {
  // The dev server's view of the 500 page (a build writes it as 500.html).
  if (urlPathname.replace(/\/$/, '') === SERVER_ERROR_PATH) return renderStatusPage(500)
  if ('problems' in prepared) return standalone(renderAuthorErrorDocument(new DocumentsInvalid(prepared.problems)), 500)
  const { site, blockData } = prepared
  if (urlPathname === '/') return standalone(renderMarketChooser(site))
  const route = routeAt(site, urlPathname)
  if (route) {
    const model = createRenderModel(site, route, blockData.get(route.path) ?? new Map())
    const { documentHtml, islands } = renderDocument(site, model, options)
    return { status: 200, html: documentHtml, blockTypes: renderedBlockTypes(model), islands, script: scriptFor(islands) }
  }
  // A market language's own 404 page (/de-de/404/, any unknown /de-de/… path) or 500 page (/de-de/500/): its language,
  // its chrome, its links. Outside any market prefix, the 404 page lists the markets (there is no language to choose).
  const home = notFoundRouteAt(site, urlPathname)
  if (!home) return standalone(renderMarketChooser(site, { notFound: true }), 404)
  const status = isMarketServerErrorPath(urlPathname) ? 500 : 404
  const model = createRenderModel(site, home)
  const errorModel = {
    ...model,
    title: composePageTitle({
      title: model.i18n.t(status === 404 ? 'errors.notFound.title' : 'errors.serverError.title'),
      brand: model.env.brandName,
    }),
    alternates: [],
    layout: site.project.layouts.get('default')!.data,
  }
  const { documentHtml, islands } = renderDocument(site, errorModel, { ...options, errorStatus: status })
  return {
    status,
    html: documentHtml,
    blockTypes: renderedBlockTypes(errorModel, { notFound: true }),
    islands,
    script: scriptFor(islands),
  }
}

/** A page with islands loads the island runtime; any other page with chrome only the chrome script. */
function scriptFor(islands: RenderedIsland[]): PageScript {
  return islands.length > 0 ? 'islands' : 'static'
}
