import type { PageContextServer } from 'vike/types'
import { renderDocument } from '../server/renderDocument.tsx'
import { getSite } from '../server/siteState.ts'
import { routeAt } from '../node/buildSiteIndex.ts'
import { createRenderModel } from '../server/createRenderModel.ts'
import { renderMarketChooser } from '../server/renderMarketChooser.tsx'
import { renderErrorDocument } from '../server/renderErrorDocument.tsx'

// https://vike.dev/onRenderHtml
export function onRenderHtml(pageContext: PageContextServer) {
  if (pageContext.pageId?.endsWith('/_error')) {
    if (pageContext.errorWhileRendering) console.error(pageContext.errorWhileRendering)
    return { documentHtml: renderErrorDocument(pageContext.is404 ? 404 : 500, pageContext.errorWhileRendering) }
  }
  const site = getSite()
  if (pageContext.urlPathname === '/') return { documentHtml: renderMarketChooser(site) }
  const route = routeAt(site, pageContext.urlPathname)!
  return { documentHtml: renderDocument(site, createRenderModel(site, route)).documentHtml }
}
