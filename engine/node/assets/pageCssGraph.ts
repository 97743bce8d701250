import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Which extracted stylesheets (one per styled module, as the server bundle emits them: tools/bundle/bundleSite.ts) each part of a page needs:
 * the chrome (theme, header, menu, footer, consent, error and chooser views) and each block with
 * everything it imports. Written by the build (tools/vite/pageCssPlugin.ts) beside dist/client and
 * read while prerendering (to link only a page's own CSS) and after it (to bundle the links).
 */
export interface PageCssGraph {
  /** Stylesheet URLs the chrome needs, in cascade order. */
  chrome: string[]
  /** Block type → stylesheet URLs its module graph adds to the chrome's, in cascade order. */
  blocks: Record<string, string[]>
  /** Every stylesheet URL in one cascade order (dependencies before the modules that import them). */
  order: string[]
}

export const PAGE_CSS_GRAPH_FILE = 'page-css.json'

/** The graph of a build folder (dist/ or a staging folder), or undefined when the build wrote none. */
export function readPageCssGraph(buildDir: string): PageCssGraph | undefined {
  const file = join(buildDir, PAGE_CSS_GRAPH_FILE)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageCssGraph) : undefined
}

/** The stylesheets a page with these block types needs: the chrome's, then its blocks', without repeats. */
export function stylesheetsFor(graph: PageCssGraph, blockTypes: Iterable<string>): Set<string> {
  const needed = new Set(graph.chrome)
  for (const type of blockTypes) for (const url of graph.blocks[type] ?? []) needed.add(url)
  return needed
}

/**
 * The stylesheets reachable from the roots through a module graph, dependencies first, each once; `enter` decides
 * which modules are followed. The build reads Rollup's module graph with it (tools/vite/pageCssPlugin.ts), the dev
 * server Vite's (tools/vite/devPageAssets.ts), so both link a page's stylesheets in the same cascade order.
 */
export function stylesheetsReachable<M>(
  roots: Iterable<M>,
  graph: { importsOf(module: M): Iterable<M>; stylesheetOf(module: M): string | undefined },
  enter: (module: M) => boolean = () => true,
): string[] {
  const seen = new Set<M>()
  const found = new Set<string>()
  const visit = (module: M) => {
    if (seen.has(module) || !enter(module)) return
    seen.add(module)
    for (const next of graph.importsOf(module)) visit(next)
    const stylesheet = graph.stylesheetOf(module)
    if (stylesheet) found.add(stylesheet)
  }
  for (const root of roots) visit(root)
  return [...found]
}
