/**
 * What the items of each route source carry: item schema name (sources/<name>.item.schema.json) → its data. Empty in
 * the engine; `npm run gen` merges the site's item types into it (sources/routeItems.gen.ts), the way the site's web
 * API types `context.api` (dataApi.ts), so the engine imports no site module.
 */
declare global {
  namespace SiteEngine {
    interface RouteItemData {}
  }
}

export type RouteItemData = SiteEngine.RouteItemData

/** The item schemas a block's loader may declare in "pageItem". */
export type RouteItemSchemaName = keyof RouteItemData
