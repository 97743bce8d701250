/**
 * Loaded by the scale benchmark through Vite (the components need the linaria transform): renders routes to
 * their HTML documents the way prerendering does, without their assets (engine/node/assets/assemblePage.ts).
 */
import type { BlockDataByRoute } from '../../engine/model/blockDataByRoute.ts'
import type { Route } from '../../engine/model/route.ts'
import type { SiteIndex } from '../../engine/model/siteIndex.ts'
import { createRenderModel } from '../../engine/server/createRenderModel.ts'
import { renderDocument } from '../../engine/server/renderDocument.tsx'

/** Renders every given route; returns how many islands they hold (so the work cannot be skipped). */
export function renderRoutes(site: SiteIndex, routes: Route[], blockData: BlockDataByRoute): number {
  let islands = 0
  for (const route of routes)
    islands += renderDocument(site, createRenderModel(site, route, blockData.get(route.path) ?? new Map())).islands.length
  return islands
}
