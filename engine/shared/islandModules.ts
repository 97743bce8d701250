/**
 * Where a page's islands find their code: one entry per block type the page has islands of, written into the page
 * when it is finished (engine/node/assets/assemblePage.ts) from the build's manifest, or from the source paths on the
 * dev server. The island runtime (engine/client/hydrateIslands.ts) imports from here, so it carries no table of every
 * block's loader, most of which a page never runs (issue 28 §3: unused JavaScript after load ≤ 35 %).
 */
export const ISLAND_MODULES_ID = 'island-modules'

export interface IslandModule {
  /** The block's plain-DOM enhancer (blocks/<name>/enhance.ts), else its React definition (blocks/<name>/block.ts). */
  enhancer: boolean
  /** The module's URL. */
  url: string
  /** The chunks it imports that the page has not loaded yet, preloaded beside it (none on the dev server). */
  imports: string[]
}

/** By block type. */
export type IslandModules = Record<string, IslandModule>
