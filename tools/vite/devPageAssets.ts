import type { EnvironmentModuleNode, ViteDevServer } from 'vite'
import { PAGE_SCRIPT_MODULES, type PageAssets } from '../../engine/node/assets/assemblePage.ts'
import { stylesheetsReachable } from '../../engine/node/assets/pageCssGraph.ts'
import { blockFiles } from '../../engine/model/blockFacts.ts'
import { islandModuleKey } from '../../engine/node/assets/moduleManifest.ts'

/** Where the dev server serves the chrome rules a build derives from the documents (pagesPlugin.ts). */
export const CHROME_CSS_URL = '/__site/chrome.css'

const isCss = (id: string) => /\.css(\?|$)/.test(id)

/**
 * The dev server's page assets (engine/node/assets/assemblePage.ts): the stylesheets a build bundles for a page,
 * as Vite serves them one per styled module, found as the build finds them (tools/vite/pageCssPlugin.ts): the
 * chrome's are those the renderer's modules import outside a block folder, a block's those its module graph adds,
 * each in cascade order (dependencies first). Read from the renderer's module graph after it rendered the page, so a
 * block added while the server runs is found as soon as it renders. The page script is the source module, run by
 * Vite; nothing is preloaded, and the islands import their source modules.
 */
export function createDevPageAssets(server: ViteDevServer, rendererUrl: string): PageAssets {
  const graph = server.environments.ssr.moduleGraph
  const moduleGraph = {
    importsOf: (node: EnvironmentModuleNode) => node.importedModules,
    stylesheetOf: (node: EnvironmentModuleNode) => (node.id && isCss(node.id) ? node.url : undefined),
  }
  const stylesheets = (root: EnvironmentModuleNode | undefined, enter?: (node: EnvironmentModuleNode) => boolean) =>
    stylesheetsReachable(root ? [root] : [], moduleGraph, enter)
  const renderer = graph.urlToModuleMap.get(rendererUrl)
  const chrome = stylesheets(renderer, (node) => !node.id?.includes('/blocks/'))
  // A block's definition module, looked up when a page renders it (the manifest this process imported may predate a block added since).
  const blockRoot = (type: string) => {
    const suffix = `/${blockFiles(type).definition}`
    for (const [id, node] of graph.idToModuleMap) if (id.endsWith(suffix)) return node
    return undefined
  }
  const link = (url: string) => `<link rel="stylesheet" type="text/css" href="${url}${url.includes('?') ? '&' : '?'}direct">`
  return {
    stylesheetLinks(blockTypes) {
      const chromeSet = new Set(chrome)
      const blocks = [...new Set(blockTypes.flatMap((type) => stylesheets(blockRoot(type))))].filter((url) => !chromeSet.has(url))
      return [...chrome.map(link), `<link rel="stylesheet" type="text/css" href="${CHROME_CSS_URL}">`, ...blocks.map(link)].join('')
    },
    scriptTag: (script) => (script === 'none' ? '' : `<script src="/${PAGE_SCRIPT_MODULES[script]}" type="module" async></script>`),
    preloadLinks: () => '',
    // The source modules, which Vite serves and transforms on request.
    islandModules: (_script, islands) =>
      Object.fromEntries(
        [...new Set(islands.map((island) => island.type))].map((name) => {
          const { key, enhancer } = islandModuleKey(name)
          return [name, { enhancer, url: `/${key}`, imports: [] }]
        }),
      ),
  }
}
