import type { InjectFilterEntry } from 'vike/types'
import { readPageCssGraph, stylesheetsFor, type PageCssGraph } from '../node/pageCssGraph.ts'
import { fromRepo } from '../node/repoRoot.ts'
import type { RenderModel } from './createRenderModel.ts'
import { splitLayoutBlocks } from '../views/splitLayoutBlocks.ts'

let cached: { dir: string; graph: PageCssGraph | undefined } | undefined

/** The graph the production build wrote before prerendering (tools/build.ts sets SITE_OUT_DIR); none on the dev server. */
function buildGraph(): PageCssGraph | undefined {
  if (!import.meta.env.PROD) return undefined
  const dir = fromRepo(process.env.SITE_OUT_DIR ?? 'dist')
  if (cached?.dir !== dir) cached = { dir, graph: readPageCssGraph(dir) }
  return cached.graph
}

/** The block types a page renders: the layout's and the page's, or for an error page only what sits above its header. */
export function renderedBlockTypes(model: RenderModel, options: { notFound?: boolean } = {}): string[] {
  const { top, main } = splitLayoutBlocks(model.layout, model.blocks)
  return [...top, ...(options.notFound ? [] : main)].map((block) => block.type)
}

/**
 * https://vike.dev/injectFilter: Vike would link every stylesheet on every page; this keeps the chrome's and
 * those of the given blocks (tools/build.ts then bundles them into at most two files). Undefined (link all)
 * when there is no graph: the dev server, where Vite serves each module's CSS.
 */
export function pageCssFilter(blockTypes: string[]): ((assets: InjectFilterEntry[]) => void) | undefined {
  const graph = buildGraph()
  return graph ? cssInjectFilter(graph, blockTypes) : undefined
}

/** Keeps the stylesheets of the chrome and of these blocks; scripts and other assets are left as Vike has them. */
export function cssInjectFilter(graph: PageCssGraph, blockTypes: string[]): (assets: InjectFilterEntry[]) => void {
  const needed = stylesheetsFor(graph, blockTypes)
  return (assets) => {
    for (const asset of assets) if (asset.assetType === 'style' && !needed.has(asset.src)) asset.inject = false
  }
}
