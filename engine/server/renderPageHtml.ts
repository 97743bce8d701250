import { routeAt, type SiteIndex } from '../node/buildSiteIndex.ts'
import { createRenderModel } from './createRenderModel.ts'
import { renderDocument } from './renderDocument.tsx'
import { renderAuthorErrorDocument, renderErrorDocument } from './renderErrorDocument.tsx'
import { renderMarketChooser } from './renderMarketChooser.tsx'
import { notFoundRouteAt } from './notFoundRoutes.ts'
import { renderedBlockTypes } from './renderedBlockTypes.ts'
import { SERVER_ERROR_PATH } from './serverErrorPage.ts'
import { blockDataOf, DocumentsInvalid, getSite } from './siteState.ts'
import { routeHasIslands } from './routeHasIslands.ts'

/**
 * One page's document as the renderer writes it, before its stylesheets and scripts are added: by Vike on the dev
 * server (engine/renderer/+onRenderHtml.tsx), by the build's prerender processes (tools/prerender/writePages.ts).
 */
export interface PageHtml {
  html: string
  /** The blocks whose stylesheets the page links besides the chrome's (none: the chrome's only). */
  blockTypes: string[]
  /** The page's script: the island runtime, the chrome script alone, or none (a standalone error page). */
  script: 'islands' | 'static' | 'none'
}

const standalone = (html: string): PageHtml => ({ html, blockTypes: [], script: 'none' })

/** The site's own 404 or 500 page (404.html and 500.html of a build): in en-US, without chrome or script. */
export function renderStatusPage(status: 404 | 500): PageHtml {
  return standalone(renderErrorDocument(status))
}

/** The document at this path: a market page, a market language's 404 page, the market chooser or the 404 or 500 page. */
export function renderPageHtml(urlPathname: string): PageHtml {
  // The dev server's view of the 500 page (a build writes it as 500.html).
  if (urlPathname.replace(/\/$/, '') === SERVER_ERROR_PATH) return renderStatusPage(500)
  let site: SiteIndex
  try {
    site = getSite()
  } catch (error) {
    // Dev server only (a build validates first): the author's problems, titled as such; the terminal prints them too.
    if (error instanceof DocumentsInvalid) return standalone(renderAuthorErrorDocument(error))
    throw error
  }
  if (urlPathname === '/') return standalone(renderMarketChooser(site))
  const route = routeAt(site, urlPathname)
  if (!route) {
    // A market language's own 404 page (/de-de/404/): its language, its chrome, its links.
    const home = notFoundRouteAt(site, urlPathname)
    if (!home) return renderStatusPage(404)
    const model = createRenderModel(site, home)
    const notFoundModel = {
      ...model,
      title: `${model.i18n.t('errors.notFound.title')} | ${model.env.brandName}`,
      alternates: [],
      layout: site.project.layouts.get('default')!.data,
    }
    return {
      html: renderDocument(site, notFoundModel, { notFound: true }).documentHtml,
      blockTypes: renderedBlockTypes(notFoundModel, { notFound: true }),
      script: scriptAt(urlPathname),
    }
  }
  const model = createRenderModel(site, route, blockDataOf(route))
  return { html: renderDocument(site, model).documentHtml, blockTypes: renderedBlockTypes(model), script: scriptAt(urlPathname) }
}

/** The page script of a page with chrome, chosen as Vike's routes choose the page (engine/renderer/islands, static). */
function scriptAt(urlPathname: string): PageHtml['script'] {
  return routeHasIslands(urlPathname) ? 'islands' : 'static'
}
