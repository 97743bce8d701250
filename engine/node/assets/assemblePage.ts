/**
 * A rendered page with its assets: the links to its stylesheets first in the head, its module preloads at the end
 * of the head and its page script last in the body. The one place a page is finished, on the dev server
 * (tools/vite/devPageAssets.ts) and in a build (buildPageAssets.ts): only where the files come from differs.
 */
import { EngineBug } from '../../shared/assert.ts'
import type { PageScript, RenderedIsland, RenderedPage } from '../../model/renderedPage.ts'
import { ISLAND_MODULES_ID, type IslandModules } from '../../shared/islandModules.ts'
import { scriptJson } from '../../shared/scriptJson.ts'

/** Where a page's assets are: the build's bundles, or the dev server's modules. */
export interface PageAssets {
  /** The `<link rel="stylesheet">` tags of the chrome's stylesheets and those of these blocks. */
  stylesheetLinks(blockTypes: readonly string[]): string
  /** The tag of the page's script ('' for none). */
  scriptTag(script: PageScript): string
  /** The `<link rel="modulepreload">` tags for what the page runs at once: its script's imports and its `load` islands. */
  preloadLinks(script: PageScript, islands: readonly RenderedIsland[]): string
  /** Where the island runtime finds the code of these islands' blocks (engine/shared/islandModules.ts). */
  islandModules(script: PageScript, islands: readonly RenderedIsland[]): IslandModules
}

/** The client modules of the page scripts, by the script a rendered page asks for. */
export const PAGE_SCRIPT_MODULES: Record<Exclude<PageScript, 'none'>, string> = {
  islands: 'engine/client/islandsPage.ts',
  static: 'engine/client/staticPage.ts',
}

export function assemblePage(page: RenderedPage, assets: PageAssets): string {
  const { html } = page
  const headStart = html.indexOf('<head>') + '<head>'.length
  const headEnd = html.indexOf('</head>')
  const bodyEnd = html.lastIndexOf('</body>')
  if (headStart < '<head>'.length || headEnd < headStart || bodyEnd < headEnd)
    throw new EngineBug('a rendered page has no <head> or no </body>')
  return (
    html.slice(0, headStart) +
    assets.stylesheetLinks(page.blockTypes) +
    html.slice(headStart, headEnd) +
    assets.preloadLinks(page.script, page.islands) +
    html.slice(headEnd, bodyEnd) +
    islandModulesScript(page, assets) +
    assets.scriptTag(page.script) +
    html.slice(bodyEnd)
  )
}

/** The page's island modules as the island runtime reads them: JSON in a script element that never runs ('' without islands). */
function islandModulesScript(page: RenderedPage, assets: PageAssets): string {
  if (page.script !== 'islands' || page.islands.length === 0) return ''
  return `<script type="application/json" id="${ISLAND_MODULES_ID}">${scriptJson(assets.islandModules(page.script, page.islands))}</script>`
}
